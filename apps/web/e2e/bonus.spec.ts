import type { APIRequestContext, Page } from "@playwright/test";
import { expect, fundViaRecharge, PASSWORD, registerViaApi, test, uniqueName } from "./fixtures";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ADMIN = { username: "admin_e2e", password: "admin-e2e-password" };

/** A user registered through the API only (the browser keeps its own session). */
async function apiUser(request: APIRequestContext, prefix: string) {
  const username = uniqueName(prefix);
  const res = await request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const session = await res.json();
  return { username, token: session.access_token as string, id: session.user.id as number };
}

async function createQuestion(
  request: APIRequestContext,
  token: string,
  fields: { content: string; bonus_amount: number; paid_amount?: number },
) {
  const channels = await (await request.get("/api/channels")).json();
  const channel = channels[0].id as number;
  const categories = await (await request.get(`/api/categories?channel_id=${channel}`)).json();
  const top = categories.find((c: { parent_id: number | null }) => c.parent_id === null).id as number;
  const res = await request.post("/api/questions", {
    headers: bearer(token),
    data: { channel, category_top: top, bonus_rule: "publisher_agree", ...fields },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

async function comment(request: APIRequestContext, token: string, questionId: number, content: string) {
  const res = await request.post("/api/questions/comments", {
    headers: bearer(token),
    data: { question_id: questionId, content },
  });
  expect(res.status()).toBe(201);
}

async function balanceOf(request: APIRequestContext, user: { id: number; token: string }) {
  const res = await request.get(`/api/customer_balances/${user.id}/balance`, { headers: bearer(user.token) });
  expect(res.status()).toBe(200);
  return (await res.json()).balance as number;
}

const toast = (page: Page) => page.getByRole("alert");

test("the publisher pays the bonus to an answer; the answer shows paid and its author receives it @mobile", async ({
  page,
  consoleErrors,
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

  expect(consoleErrors).toEqual([]);
});

test("an answerer appeals for the bonus through the dialog and then sees 'appealing' @mobile", async ({
  page,
  consoleErrors,
}) => {
  const publisher = await apiUser(page.request, "pub");
  await fundViaRecharge(page, publisher.token, 50);
  const id = await createQuestion(page.request, publisher.token, {
    content: "<p>装修合同里的延期违约金怎么算？</p>",
    bonus_amount: 10,
  });
  const { session } = await registerViaApi(page, uniqueName("appl"));
  await comment(page.request, session.access_token, id, "按合同约定的每日比例计算。");

  await page.goto(`/question?id=${id}`);
  // Not the publisher: no pay buttons.
  await expect(page.getByTestId("comment-item")).toHaveCount(1);
  await expect(page.getByTestId("pay-bonus")).toHaveCount(0);

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

  await page.reload();
  await expect(page.getByTestId("appeal-appealing")).toBeDisabled();

  // The moderation screen is for administrators only.
  await page.goto("/admin/appeals");
  await expect(page.getByTestId("admin-only")).toContainText("仅限管理员");

  expect(consoleErrors).toEqual([]);
});

test("the administrator awards an appeal and the appellant receives the bonus", async ({
  page,
  consoleErrors,
}) => {
  const publisher = await apiUser(page.request, "pub");
  await fundViaRecharge(page, publisher.token, 50);
  const marker = uniqueName("q");
  const id = await createQuestion(page.request, publisher.token, {
    content: `<p>${marker} 押金纠纷</p>`,
    bonus_amount: 15,
  });
  const appellant = await apiUser(page.request, "appl");
  await comment(page.request, appellant.token, id, "第一行\n<b>不是 HTML</b>");
  const appeal = await page.request.post("/api/questions/appeal", {
    headers: bearer(appellant.token),
    data: { question_id: id },
  });
  expect(appeal.status()).toBe(200);

  await page.goto("/login");
  await page.getByTestId("username").fill(ADMIN.username);
  await page.getByTestId("password").fill(ADMIN.password);
  await page.getByTestId("submit-login").click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/admin/appeals");
  const item = page.getByTestId("appeal-item").filter({ hasText: marker });
  await expect(item.getByTestId("appeal-appellant")).toHaveText(appellant.username);
  await expect(item.getByTestId("appeal-bonus")).toHaveText("¥15.00");
  // The answer is shown as plain text.
  await expect(item.getByTestId("appeal-answer")).toHaveText("第一行\n<b>不是 HTML</b>");
  await expect(item.getByTestId("appeal-question")).toHaveAttribute("href", `/question?id=${id}`);

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

  expect(consoleErrors).toEqual([]);
});
