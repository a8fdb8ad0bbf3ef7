import type { APIRequestContext, Page } from "@playwright/test";
import {
  apiUser,
  bearer,
  comment,
  createQuestion,
  E2E_ADMIN,
  expect,
  fundViaRecharge,
  registerViaApi,
  submitLoginForm,
  test,
  uniqueName,
} from "./fixtures";

/** A deadline a few seconds ahead: appeals open only once it has passed. */
const soon = (seconds = 4) => new Date(Date.now() + seconds * 1000).toISOString();
const waitPast = async (deadline: string) => {
  const left = new Date(deadline).getTime() - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left + 500));
};

async function balanceOf(request: APIRequestContext, user: { id: number; token: string }) {
  const res = await request.get(`/api/customer_balances/${user.id}/balance`, { headers: bearer(user.token) });
  expect(res.status()).toBe(200);
  return (await res.json()).balance as number;
}

const toast = (page: Page) => page.getByRole("alert");

test("the publisher pays the bonus to an answer; the answer shows paid and its author receives it @mobile", async ({
  page,
}) => {
  const { session } = await registerViaApi(page, uniqueName("pub"));
  const publisher = { id: session.user.id as number, token: session.access_token as string };
  await fundViaRecharge(page, publisher.token, 50);
  const id = await createQuestion(page.request, publisher.token, {
    content: "<p>仓库租赁合同的押金什么时候可以退？</p>",
    bonus_amount: 20,
    paid_amount: 5,
  });
  const answerer = await apiUser(page.request, "ans");
  await comment(page.request, answerer.token, id, "合同到期后 30 天内退还押金。");

  await page.goto(`/question?id=${id}`);
  await expect(page.getByTestId("payment-info")).toHaveAttribute("data-state", "unpaid");
  await expect(page.getByTestId("payment-info")).toContainText("尚未支付");
  await expect(page.getByTestId("expert-fee-help")).toContainText("¥5.00");
  // The publisher answers nothing here, so there is no appeal for them.
  await expect(page.getByTestId("appeal-button")).toHaveCount(0);

  const answer = page.getByTestId("comment-item").filter({ hasText: "合同到期后" });
  await answer.getByTestId("pay-bonus").click();
  const dialog = page.getByTestId("pay-bonus-dialog");
  await expect(dialog).toContainText(answerer.username);
  await expect(dialog).toContainText("¥20.00");
  const payRequest = page.waitForRequest((r) => r.url().endsWith("/api/questions/pay_bonus"));
  await dialog.getByTestId("pay-bonus-dialog-confirm").click();
  // Every money-moving call carries an Idempotency-Key.
  expect((await payRequest).headers()["idempotency-key"]).toMatch(/^[\w.:-]{8,100}$/);

  await expect(toast(page)).toContainText(`支付成功：已向 ${answerer.username} 支付 ¥20.00`);
  await expect(answer.getByTestId("pay-bonus-paid")).toBeDisabled();
  await expect(answer.getByTestId("comment-paid")).toBeVisible();
  await expect(page.getByTestId("pay-bonus")).toHaveCount(0);
  const info = page.getByTestId("payment-info");
  await expect(info).toHaveAttribute("data-state", "paid");
  await expect(info).toContainText(answerer.username);
  await expect(info).toContainText("¥20.00");
  await expect(info).toContainText("专家费用 ¥5.00 已退还给发布者");

  // The bonus reached the answerer; the expert fee came back because they are not an expert.
  expect(await balanceOf(page.request, answerer)).toBe(20);
  expect(await balanceOf(page.request, publisher)).toBe(30);

  await page.reload();
  await expect(page.getByTestId("comment-item").getByTestId("pay-bonus-paid")).toBeDisabled();

  // Under an automatic rule the publisher gets no pay button: the rule pays (the server refuses with
  // rule_is_automatic), and the panel says how.
  const auto = await createQuestion(page.request, publisher.token, {
    content: "<p>押金退还要走什么流程？</p>",
    bonus_amount: 5,
    bonus_rule: "first_five_star",
  });
  await comment(page.request, answerer.token, auto, "先书面通知房东。");
  await page.goto(`/question?id=${auto}`);
  await expect(page.getByTestId("comment-item")).toHaveCount(1);
  await expect(page.getByTestId("payment-rule-help")).toContainText("发布者第一个评为五星的回答");
  await expect(page.getByTestId("pay-bonus")).toHaveCount(0);
});

test("an answerer appeals for the bonus through the dialog and then sees 'appealing' @mobile", async ({
  page,
}) => {
  const publisher = await apiUser(page.request, "pub");
  await fundViaRecharge(page, publisher.token, 50);
  const { session } = await registerViaApi(page, uniqueName("appl"));
  const rival = await apiUser(page.request, "rival");
  // Everyone exists before the question: only the two answers and the page load happen before the
  // deadline, so a slow machine does not pass it before the "before the deadline" check.
  const deadline = soon(8);
  const id = await createQuestion(page.request, publisher.token, {
    content: "<p>装修合同里的延期违约金怎么算？</p>",
    bonus_amount: 10,
    deadline,
  });
  await comment(page.request, session.access_token, id, "按合同约定的每日比例计算。");
  await comment(page.request, rival.token, id, "先看合同里有没有约定上限。");

  await page.goto(`/question?id=${id}`);
  // Not the publisher: no pay buttons.
  await expect(page.getByTestId("comment-item")).toHaveCount(2);
  await expect(page.getByTestId("pay-bonus")).toHaveCount(0);
  // Before the deadline there is nothing to appeal: the panel says when one may.
  await expect(page.getByTestId("payment-appeal-help")).toContainText("截止后 7 天内申诉");
  await expect(page.getByTestId("appeal-button")).toHaveCount(0);
  const early = await page.request.post("/api/questions/appeal", {
    headers: bearer(session.access_token),
    data: { question_id: id },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).code).toBe("appeal_too_early");

  await waitPast(deadline);
  await page.reload();
  await expect(page.getByTestId("payment-appeal-help")).toContainText("前申诉");
  await page.getByTestId("appeal-button").click();
  const dialog = page.getByTestId("appeal-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("appeal-dialog-cancel").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("appeal-button")).toBeEnabled();

  await page.getByTestId("appeal-button").click();
  const appealRequest = page.waitForRequest((r) => r.url().endsWith("/api/questions/appeal"));
  await dialog.getByTestId("appeal-dialog-confirm").click();
  expect((await appealRequest).headers()["idempotency-key"]).toMatch(/^[\w.:-]{8,100}$/);
  await expect(toast(page)).toContainText("申诉已提交");
  await expect(page.getByTestId("appeal-appealing")).toBeDisabled();
  await expect(page.getByTestId("appeal-appealing")).toHaveText("申诉中");
  await expect(page.getByTestId("appeal-button")).toHaveCount(0);
  // Each answer shows its own appeal: the caller's is open, the rival's has none (yet).
  const mine = page.getByTestId("comment-item").filter({ hasText: "按合同约定" });
  await expect(mine.getByTestId("comment-appeal")).toHaveText("申诉中");
  await expect(
    page.getByTestId("comment-item").filter({ hasText: "先看合同" }).getByTestId("comment-appeal"),
  ).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("appeal-appealing")).toBeDisabled();
  // The rival answerer may still appeal on their own, once.
  const second = await page.request.post("/api/questions/appeal", {
    headers: bearer(rival.token),
    data: { question_id: id },
  });
  expect(second.status()).toBe(200);

  // The moderation screen is for administrators only.
  await page.goto("/admin/appeals");
  await expect(page.getByTestId("admin-only")).toContainText("仅限管理员");
});

test("the administrator awards an appeal and the appellant receives the bonus", async ({ page }) => {
  const publisher = await apiUser(page.request, "pub");
  await fundViaRecharge(page, publisher.token, 50);
  const marker = uniqueName("q");
  const deadline = soon();
  const id = await createQuestion(page.request, publisher.token, {
    content: `<p>${marker} 押金纠纷</p>`,
    bonus_amount: 15,
    deadline,
  });
  const appellant = await apiUser(page.request, "appl");
  await comment(page.request, appellant.token, id, "第一行\n<b>不是 HTML</b>");
  await waitPast(deadline);
  const appeal = await page.request.post("/api/questions/appeal", {
    headers: bearer(appellant.token),
    data: { question_id: id },
  });
  expect(appeal.status()).toBe(200);

  await page.goto("/login");
  await submitLoginForm(page, "login", E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/admin/appeals");
  const item = page.getByTestId("appeal-item").filter({ hasText: marker });
  await expect(item.getByTestId("appeal-appellant")).toHaveText(appellant.username);
  await expect(item.getByTestId("appeal-bonus")).toHaveText("¥15.00");
  // The answer is shown as plain text.
  await expect(item.getByTestId("appeal-answer")).toHaveText("第一行\n<b>不是 HTML</b>");
  await expect(item.getByTestId("appeal-question")).toHaveAttribute("href", `/question?id=${id}`);
  await expect(item.getByTestId("appeal-award-source")).toHaveAttribute("data-award", "escrow");

  await item.getByTestId("appeal-award").click();
  const decideRequest = page.waitForRequest((r) => /\/api\/admin\/appeals\/\d+\/decide$/.test(r.url()));
  await page.getByTestId("decision-confirm").click();
  expect((await decideRequest).headers()["idempotency-key"]).toMatch(/^[\w.:-]{8,100}$/);
  await expect(toast(page)).toContainText(`已将赏金判给 ${appellant.username}`);
  await expect(item).toHaveCount(0);

  expect(await balanceOf(page.request, appellant)).toBe(15);
  const detail = await (await page.request.get(`/api/questions/detail/${id}`)).json();
  expect(detail.is_paid).toBe(true);
  expect(detail.paid_info.username).toBe(appellant.username);
});

// Screenshots for people to look at (not assertions): SCREENSHOTS=1 npx playwright test e2e/bonus.spec.ts
const SCREEN_TEXT = {
  zh: {
    question: "<p>租房押金被房东扣了一半，合同里没写扣款条件，怎么办？</p>",
    mine: "先发书面通知要求说明扣款理由，再保留证据向住建部门投诉。",
    rival: "可以去法院起诉，小额诉讼费用不高。",
    scored: "<p>公司拖欠两个月工资，应该先仲裁还是先协商？</p>",
    a: "先申请劳动仲裁，仲裁不收费，时效一年。",
    b: "先协商，保留聊天记录和考勤证据。",
  },
  ar: {
    question: "<p>خصم المالك نصف مبلغ التأمين ولا يذكر العقد شروط الخصم، ماذا أفعل؟</p>",
    mine: "أرسل إشعارًا مكتوبًا تطلب فيه سبب الخصم، واحتفظ بالأدلة ثم قدّم شكوى.",
    rival: "يمكنك رفع دعوى صغيرة في المحكمة بتكلفة منخفضة.",
    scored: "<p>تأخرت الشركة في دفع راتب شهرين، هل أبدأ بالتحكيم أم بالتفاوض؟</p>",
    a: "ابدأ بالتحكيم العمالي، فهو مجاني ومدته سنة.",
    b: "تفاوض أولًا واحتفظ بالمحادثات وسجل الحضور.",
  },
};

for (const lang of ["zh", "ar"] as const) {
  test(`bonus rule help and appeal state screenshots in ${lang} @mobile`, async ({ page }, info) => {
    test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");
    const dir = `e2e/.screens/${info.project.name}-${lang}`;
    const text = SCREEN_TEXT[lang];
    const publisher = await apiUser(page.request, "pub");
    await fundViaRecharge(page, publisher.token, 100);
    // Highest-rated: the leader and the counted scores, before the deadline.
    const scored = await createQuestion(page.request, publisher.token, {
      content: text.scored,
      bonus_amount: 30,
      bonus_rule: "highest_comment_score",
    });
    const a = await apiUser(page.request, "ans");
    const b = await apiUser(page.request, "ans");
    await comment(page.request, a.token, scored, text.a);
    await comment(page.request, b.token, scored, text.b);
    const answers = await (await page.request.get(`/api/questions/comments?question_id=${scored}`)).json();
    const [ca, cb] = answers.items.map((c: { id: number }) => c.id);
    const rate = (token: string, cid: number, score: number) =>
      page.request.post(`/api/questions/comments/${cid}/rate`, { headers: bearer(token), data: { score } });
    await rate(publisher.token, ca, 5);
    await rate(publisher.token, cb, 4);
    // A rival's 1 star shows in the stars' average but not in the score that counts.
    await rate(b.token, ca, 1);

    // Publisher's choice after the deadline: the viewer appealed, the rival did not (yet).
    const deadline = soon();
    const appealed = await createQuestion(page.request, publisher.token, {
      content: text.question,
      bonus_amount: 20,
      deadline,
    });
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    const { session } = await registerViaApi(page, uniqueName("appl"));
    await comment(page.request, session.access_token, appealed, text.mine);
    const rival = await apiUser(page.request, "rival");
    await comment(page.request, rival.token, appealed, text.rival);
    await waitPast(deadline);
    const res = await page.request.post("/api/questions/appeal", {
      headers: bearer(session.access_token),
      data: { question_id: appealed },
    });
    expect(res.status()).toBe(200);

    await page.goto(`/question?id=${scored}`);
    await expect(page.getByTestId("comment-leading")).toBeVisible();
    await page.getByTestId("payment-info").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}-bonus-rule-help.png`, fullPage: true });

    await page.goto(`/question?id=${appealed}`);
    await expect(page.getByTestId("appeal-appealing")).toBeVisible();
    await expect(page.getByTestId("comment-appeal")).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}-bonus-appeal-state.png`, fullPage: true });
  });
}
