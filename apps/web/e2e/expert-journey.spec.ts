import type { APIRequestContext, Page } from "@playwright/test";
import { postExpertAnswerWithPdf } from "./expert-answer";
import {
  adminToken,
  apiUser,
  bearer,
  type Category,
  channelByIcon,
  expect,
  submitLoginForm,
  test,
  uniqueName,
} from "./fixtures";
import { latestMailTo } from "./smtp-sink";

/**
 * The machinery channel and its root categories. Other browser tests ask in the first channels and
 * in law, so questions of this journey are not pushed off the expert's first page by theirs.
 */
const machineryChannel = (request: APIRequestContext) => channelByIcon(request, "machinery");

async function ask(request: APIRequestContext, token: string, channel: number, top: number, content: string) {
  const res = await request.post("/api/questions", {
    headers: bearer(token),
    data: { channel, category_top: top, content, bonus_rule: "first_reply" },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

/** The 6-digit code of the newest verification mail the local SMTP server received for `email`. */
async function mailedCode(email: string) {
  let text = "";
  await expect.poll(() => (text = latestMailTo(email) ?? "")).not.toBe("");
  const code = /\/userCenter\?verify_email=(\d{6})/.exec(text)?.[1];
  expect(code, text).toBeDefined();
  return code as string;
}

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test("issue 5 journey: register, contact, verify email by SMTP, become expert, 3 categories, answer with a file", async ({
  page,
}) => {
  test.slow(); // one user's whole path through six screens
  const channel = await machineryChannel(page.request);
  expect(channel.roots.length).toBeGreaterThanOrEqual(4);
  const [first, second, third, fourth] = channel.roots as [Category, Category, Category, Category];
  const username = uniqueName("journey");
  const email = `${username}@example.com`;

  // Register through the login screen's register form.
  await page.goto("/login");
  await submitLoginForm(page, "register", username);
  await expect(page).toHaveURL(/\/userCenter$/);
  await expect(page.getByTestId("uc-username")).toHaveText(username);
  await expect(page.getByTestId("uc-role-chip")).toHaveText("普通用户");

  // Contact tab: the email, saved.
  await page.getByTestId("contact-email").fill(email);
  await page.getByTestId("contact-save").click();
  await expect(toast(page, "保存成功。")).toBeVisible();
  await expect(page.getByTestId("email-status")).toHaveText("未验证");

  // Verification by the code in the mail the local SMTP server received.
  await page.getByTestId("verify-email").click();
  // (The code dialog is modal: the toast behind it is hidden from the accessibility tree, so by text.)
  await expect(page.getByText("验证邮件已发送。")).toBeVisible();
  const dialog = page.getByTestId("email-code-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("email-code-dialog-input").fill(await mailedCode(email));
  await dialog.getByTestId("email-code-dialog-submit").click();
  await expect(toast(page, "验证成功。")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("email-status")).toHaveText("已验证");
  await page.reload();
  await expect(page.getByTestId("email-status")).toHaveText("已验证");

  // Settings tab: apply to become an expert; the application is formed on the category screen.
  await page.getByTestId("uc-tab-settings").click();
  await expect(page).toHaveURL(/\/userCenter\?tab=settings$/);
  await page.getByTestId("upgrade-expert").click();
  await expect(page).toHaveURL(/\/expert-category-select$/);

  // One channel, three root categories; the fourth is refused and the other chips are disabled.
  await expect(page.getByTestId("expert-save")).toBeDisabled();
  await page.getByTestId("expert-channel-machinery").click();
  await expect(page.getByTestId("expert-choice-channel")).toBeVisible();
  for (const category of [first, second, third])
    await page.getByTestId(`expert-category-${category.id}`).click();
  await expect(page.getByTestId("expert-choice-count")).toHaveText("3/3");
  for (const category of [first, second, third]) {
    await expect(page.getByTestId(`expert-chosen-${category.id}`)).toContainText(category.name);
    await expect(page.getByTestId(`expert-category-${category.id}`)).not.toHaveAttribute(
      "aria-disabled",
      "true",
    );
  }
  for (const other of channel.roots.slice(3))
    await expect(page.getByTestId(`expert-category-${other.id}`)).toHaveAttribute("aria-disabled", "true");
  const fourthChip = page.getByTestId(`expert-category-${fourth.id}`);
  await fourthChip.click({ force: true }); // it looks disabled; a click still explains why
  await expect(toast(page, "超出选择上限：最多只能选择 3 个分类。")).toBeVisible();
  await expect(fourthChip).toHaveAttribute("data-selected", "false");
  await expect(page.getByTestId(`expert-chosen-${fourth.id}`)).toHaveCount(0);
  await expect(page.getByTestId("expert-choice-count")).toHaveText("3/3");
  await page.getByTestId("expert-save").click();
  await expect(toast(page, "申请已提交，请等待管理员审核")).toBeVisible();
  await expect(page.getByTestId("expert-save-state")).toHaveText("申请已提交");
  await expect(page.getByTestId("expert-application-pending")).toBeVisible();

  // An administrator approves the application; the user's page learns the role without a new login.
  const admin = await adminToken(page);
  const pending = await (
    await page.request.get("/api/admin/experts/applications?limit=100", { headers: bearer(admin) })
  ).json();
  const application = pending.items.find(
    (a: { applicant: { username: string } }) => a.applicant.username === username,
  );
  expect(application).toMatchObject({ channel_id: channel.id });
  const approved = await page.request.post(`/api/admin/experts/applications/${application.id}/approve`, {
    headers: bearer(admin),
  });
  expect(approved.status()).toBe(200);
  await page.goto("/userCenter");
  await expect(page.getByTestId("uc-role-chip")).toHaveText("专家");
  await page.getByTestId("uc-expert-categories").click();
  await expect(page).toHaveURL(/\/expert-category-select$/);
  await expect(page.getByTestId("expert-choice-count")).toHaveText("3/3");
  await expect(page.getByTestId("expert-save-state")).toHaveText("已保存");

  // Another user asks in this channel: once in a chosen category, once in the refused one.
  const asker = (await apiUser(page.request, "ask")).token;
  const tag = uniqueName("q");
  const outside = await ask(page.request, asker, channel.id, fourth.id, `液压泵噪音大怎么排查？${tag}`);
  const content = `数控机床主轴异响，轴承需要更换吗？${tag}`;
  const questionId = await ask(page.request, asker, channel.id, second.id, content);

  // The expert's page lists the matching question (and not the other), and the answer goes out with a file.
  await page.getByRole("link", { name: "专家问答" }).click();
  await expect(page).toHaveURL(/\/expert-qa/);
  const item = page.getByTestId(`expert-question-${questionId}`);
  await expect(item).toContainText("数控机床主轴异响");
  await expect(page.getByTestId(`expert-question-${outside}`)).toHaveCount(0);
  await item.click();
  const detail = page.getByTestId("expert-question-detail");
  await expect(detail).toHaveAttribute("data-question-id", String(questionId));
  await expect(detail.getByTestId("question-content")).toHaveText(content);
  await expect(page.getByTestId("expert-payment-info")).toContainText("尚未支付");

  const answer = "先检查主轴轴承的预紧力和润滑，异响伴随温升时应更换轴承。";
  const posted = await postExpertAnswerWithPdf(page, answer, "主轴检修记录.pdf");

  // Stored: the answer and its file are still there after a reload.
  await page.reload();
  await expect(detail).toHaveAttribute("data-question-id", String(questionId));
  await expect(posted.getByTestId("attachment-link")).toHaveText("主轴检修记录.pdf");
});
