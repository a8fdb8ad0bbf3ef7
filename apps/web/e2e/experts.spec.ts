import type { APIRequestContext, Page } from "@playwright/test";
import { PDF, postExpertAnswerWithPdf } from "./expert-answer";
import {
  apiUser,
  bearer,
  becomeApprovedExpert,
  type Category,
  channelByIcon,
  createQuestion,
  expect,
  fundViaRecharge,
  registerViaApi,
  test,
  uniqueName,
} from "./fixtures";

const lawChannel = (request: APIRequestContext) => channelByIcon(request, "law");

const toast = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text });

test("an expert chooses 3 law categories (a 4th is refused) and answers a private question with a file @mobile", async ({
  page,
}, testInfo) => {
  const law = await lawChannel(page.request);
  expect(law.roots.length).toBeGreaterThanOrEqual(4);
  const [first, second, third, fourth] = law.roots as [Category, Category, Category, Category];

  const { session } = await registerViaApi(page);
  // Approved for law with one category; more categories of the approved channel apply at once.
  const expertId = await becomeApprovedExpert(page, session.access_token, session.user.id, {
    channel_id: law.id,
    category_ids: [first.id],
  });

  // Three root categories of the channel; the fourth is refused.
  await page.goto("/expert-category-select");
  await expect(page.getByTestId(`expert-chosen-${first.id}`)).toContainText(first.name);
  await page.getByTestId("expert-channel-law").click();
  for (const category of [second, third]) await page.getByTestId(`expert-category-${category.id}`).click();
  await expect(page.getByTestId("expert-choice-count")).toHaveText("3/3");
  for (const category of [first, second, third])
    await expect(page.getByTestId(`expert-chosen-${category.id}`)).toContainText(category.name);

  const fourthChip = page.getByTestId(`expert-category-${fourth.id}`);
  await expect(fourthChip).toHaveAttribute("aria-disabled", "true");
  await fourthChip.click({ force: true }); // it looks disabled; a click still explains why
  await expect(toast(page, "超出选择上限：最多只能选择 3 个分类。")).toBeVisible();
  await expect(fourthChip).toHaveAttribute("data-selected", "false");
  await expect(page.getByTestId("expert-choice-count")).toHaveText("3/3");

  await page.getByTestId("expert-save").click();
  await expect(toast(page, "保存成功")).toBeVisible();
  await expect(page.getByTestId("expert-save-state")).toHaveText("已保存");
  const saved = await (
    await page.request.get(`/api/experts/detail/${expertId}`, { headers: bearer(session.access_token) })
  ).json();
  expect(saved.channel_id).toBe(law.id);
  expect([...saved.category_ids].sort()).toEqual([first.id, second.id, third.id].sort());

  // Another user asks a private question in one of those categories.
  const asker = await apiUser(page.request, "ask");
  const content = `离职时公司拒绝出具离职证明怎么办？${uniqueName("q")}`;
  const questionId = await createQuestion(page.request, asker.token, {
    channel: law.id,
    category_top: second.id,
    content,
    is_public: false,
    bonus_rule: "first_reply",
  });

  // The expert finds it, opens it and answers with an attachment.
  await page.goto("/expert-qa");
  const item = page.getByTestId(`expert-question-${questionId}`);
  await expect(item).toContainText("私密");
  await item.click();
  if (testInfo.project.name === "mobile") {
    // On a phone the question replaces the list, with a way back.
    await expect(page.getByTestId("expert-question-list")).toBeHidden();
    await expect(page.getByTestId("expert-qa-back")).toBeVisible();
  }
  const detail = page.getByTestId("expert-question-detail");
  await expect(detail).toHaveAttribute("data-question-id", String(questionId));
  await expect(page.getByTestId("expert-detail-id")).toHaveText(`ID ${questionId}`);
  await expect(detail.getByTestId("question-content")).toHaveText(content);
  await expect(page.getByTestId("expert-detail-rule")).toContainText("首个回答");
  await expect(page.getByTestId("expert-payment-info")).toContainText("尚未支付");

  await page.getByTestId("expert-answer-submit").click();
  await expect(toast(page, "请输入回答内容")).toBeVisible();
  // On a phone the toast sits over the full-width submit button: dismiss it as a user would.
  await toast(page, "请输入回答内容").getByRole("button").click();
  await expect(toast(page, "请输入回答内容")).toBeHidden();

  const answer = "可以向劳动监察部门投诉，或申请劳动仲裁要求出具离职证明并赔偿损失。";
  await postExpertAnswerWithPdf(page, answer, "离职证明模板.pdf");
  await expect(page.getByTestId("expert-answer-input")).toHaveValue("");
  await expect(page.getByTestId("comments-heading")).toContainText("1");
});

test("when an attachment fails to upload, the answer waiting for it is not submitted until the file is retried", async ({
  page,
  consoleErrors,
}) => {
  const law = await lawChannel(page.request);
  const root = law.roots[0] as Category;
  const { session } = await registerViaApi(page);
  await becomeApprovedExpert(page, session.access_token, session.user.id, {
    channel_id: law.id,
    category_ids: [root.id],
  });
  const asker = await apiUser(page.request, "ask");
  const questionId = await createQuestion(page.request, asker.token, {
    channel: law.id,
    category_top: root.id,
    content: `邻居占用公共通道堆放杂物，可以起诉吗？${uniqueName("q")}`,
    bonus_rule: "highest_comment_score", // the server's default rule
  });

  // The upload fails slowly, so the submit is pressed while it is still running.
  await page.route("**/api/upload/file", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ detail: "storage unavailable", code: "internal_error" }),
    });
  });
  await page.goto(`/expert-qa?id=${questionId}`);
  await expect(page.getByTestId("expert-question-detail")).toHaveAttribute(
    "data-question-id",
    String(questionId),
  );
  await page.getByTestId("expert-answer-input").fill("可以先向物业和居委会反映，必要时提起排除妨害之诉。");
  await page
    .getByTestId("upload-input-file")
    .setInputFiles({ name: "照片说明.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByTestId("expert-answer-submit").click();
  await expect(page.getByTestId("expert-answer-submit")).toHaveText("等待附件上传…");
  await expect(toast(page, "附件上传失败，回答未提交。")).toBeVisible();
  await expect(page.getByTestId("expert-answer-submit")).toHaveText("提交回答");
  await expect(page.getByTestId("expert-answer-input")).not.toHaveValue("");
  await expect(page.getByTestId("comments-empty")).toBeVisible();
  const comments = await (
    await page.request.get(`/api/questions/comments?question_id=${questionId}`, {
      headers: bearer(session.access_token),
    })
  ).json();
  expect(comments.total).toBe(0);

  // The failed file stays listed with its reason; the submit is blocked until it is retried or removed.
  const failed = page.getByTestId("upload-failed");
  await expect(failed).toContainText("照片说明.pdf");
  await expect(page.getByTestId("expert-answer-submit")).toBeDisabled();
  await expect(page.getByTestId("upload-status-note")).toHaveText("有文件上传失败。请重试或移除后再提交。");
  // Once the storage is back, retrying uploads the same file and the answer goes out with it.
  await page.unroute("**/api/upload/file");
  await failed.getByTestId("upload-retry").click();
  await expect(page.getByTestId("uploaded-file")).toContainText("照片说明.pdf");
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId("upload-status-note")).toHaveCount(0);
  await page.getByTestId("expert-answer-submit").click();
  await expect(toast(page, "回答已提交")).toBeVisible();
  const answered = await (
    await page.request.get(`/api/questions/comments?question_id=${questionId}`, {
      headers: bearer(session.access_token),
    })
  ).json();
  expect(answered.total).toBe(1);
  expect(answered.items[0].files).toHaveLength(1);
  // The browser logs the refused upload itself; that one is expected.
  const expected = (text: string) => text.includes("502");
  expect(consoleErrors.filter(expected).length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
});

test("a normal user sees how to become an expert on the expert pages", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/expert-qa");
  await expect(page.getByTestId("not-expert-notice")).toContainText("此页面仅供专家使用");
  const link = page.getByTestId("not-expert-notice").getByRole("link");
  await expect(link).toHaveAttribute("href", "/userCenter?tab=settings");
  // The category screen is where a normal user forms the application (an administrator approves it).
  await page.goto("/expert-category-select");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("申请成为专家");
  await expect(page.getByTestId("expert-application-new")).toBeVisible();
  await expect(page.getByTestId("expert-save")).toHaveText("提交申请");
});

test("the manage tab shows real status counts and the keyword search filters", async ({ page }) => {
  const { session } = await registerViaApi(page);
  const law = await lawChannel(page.request);
  const tag = uniqueName("m");
  const root = (law.roots[0] as Category).id;
  await createQuestion(page.request, session.access_token, {
    channel: law.id,
    category_top: root,
    content: `租房押金一直不退怎么办？${tag}`,
    bonus_rule: "highest_comment_score",
  });
  await createQuestion(page.request, session.access_token, {
    channel: law.id,
    category_top: root,
    content: `试用期被辞退有没有补偿？${tag}`,
    bonus_rule: "highest_comment_score",
  });

  await page.goto("/userCenter?tab=manage");
  await expect(page.getByTestId("manage-count-all")).toHaveText("2");
  await expect(page.getByTestId("manage-count-pending")).toHaveText("2");
  for (const status of ["todo", "done", "rejected"])
    await expect(page.getByTestId(`manage-count-${status}`)).toHaveText("0");
  const items = page.getByTestId("manage-list").getByTestId("question-title");
  await expect(items).toHaveCount(2);

  // The keyword really filters (the spec's search only showed a notice).
  await page.getByTestId("manage-keyword").fill("押金");
  await page.getByTestId("manage-search").click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("租房押金");
  await expect(page.getByTestId("manage-count-all")).toHaveText("1");
  await expect(page).toHaveURL(/q=%E6%8A%BC%E9%87%91/);

  // A status without questions shows the empty state.
  await page.getByTestId("manage-status-done").click();
  await expect(page.getByTestId("question-list-empty")).toBeVisible();

  // The year filter runs from the current year down to 2024.
  await page.getByTestId("manage-status-all").click();
  await page.getByRole("combobox", { name: "年份" }).click();
  const year = new Date().getFullYear();
  await expect(page.getByRole("option")).toHaveText(["全部年份", ...range(year, 2024).map((y) => `${y} 年`)]);
  await page.getByRole("option", { name: `${year} 年` }).click();
  await expect(items).toHaveCount(1);

  // My answers: none yet.
  await page.getByTestId("manage-kind-answers").click();
  await expect(page.getByTestId("manage-count-all")).toHaveText("0");
  await expect(page.getByTestId("question-list-empty")).toBeVisible();
});

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

test("the expert queue shows where a settled question's bonus went, not a bonus still on offer", async ({
  page,
}) => {
  const law = await lawChannel(page.request);
  const [root] = law.roots as [Category];
  const { session } = await registerViaApi(page);
  await becomeApprovedExpert(page, session.access_token, session.user.id, {
    channel_id: law.id,
    category_ids: [root.id],
  });
  const asker = await apiUser(page.request, "ask");
  await fundViaRecharge(page, asker.token, 20);
  const answerer = await apiUser(page.request, "ask");
  const ask = (content: string) =>
    page.request.post("/api/questions", {
      headers: bearer(asker.token),
      data: {
        channel: law.id,
        category_top: root.id,
        content,
        bonus_amount: 6,
        bonus_rule: "publisher_agree",
      },
    });
  const paidRes = await ask(`押金纠纷怎么处理？${uniqueName("q")}`);
  const openRes = await ask(`劳动合同到期不续签有补偿吗？${uniqueName("q")}`);
  expect(paidRes.status()).toBe(201);
  expect(openRes.status()).toBe(201);
  const paidId = (await paidRes.json()).id as number;
  const openId = (await openRes.json()).id as number;
  const answer = await page.request.post("/api/questions/comments", {
    headers: bearer(answerer.token),
    data: { question_id: paidId, content: "可以先协商，再申请仲裁。" },
  });
  expect(answer.status()).toBe(201);
  const pay = await page.request.post("/api/questions/pay_bonus", {
    headers: bearer(asker.token),
    data: { question_id: paidId, comment_id: (await answer.json()).id },
  });
  expect(pay.status(), await pay.text()).toBe(200);

  await page.goto("/expert-qa");
  const paidRow = page.getByTestId(`expert-question-${paidId}`);
  await expect(paidRow.locator('[data-settlement="paid"]')).toContainText("已付给");
  await expect(paidRow.getByTestId("expert-question-bonus")).toHaveCount(0);
  const openRow = page.getByTestId(`expert-question-${openId}`);
  await expect(openRow.getByTestId("expert-question-bonus")).toContainText("¥6.00");
  await expect(openRow.locator("[data-settlement]")).toHaveCount(0);
});
