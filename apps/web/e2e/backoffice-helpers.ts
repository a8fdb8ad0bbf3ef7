import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { apiUser, bearer, comment, createQuestion, expect, fundViaRecharge } from "./fixtures";
import { verifyPhoneViaApi } from "./phone";

/**
 * An answerer who earned `yuan` (a paid bonus), with a verified phone and a card, withdraws `amount`
 * (above the review amount, ¥5,000 by default, it waits in the payouts queue). Returns the answerer.
 */
export async function withdrawalAboveReview(page: Page, prefix: string, yuan: number, amount: number) {
  const publisher = await apiUser(page.request, "pub");
  await fundViaRecharge(page, publisher.token, yuan + 10);
  const earner = await apiUser(page.request, prefix);
  const question = await createQuestion(page.request, publisher.token, {
    content: "<p>在上海开公司需要准备哪些材料？注册资本有最低要求吗？</p>",
    bonus_amount: yuan,
    is_public: true,
  });
  const answer = await comment(
    page.request,
    earner.token,
    question,
    "需要营业执照申请表、公司章程和租赁合同。",
  );
  const paid = await page.request.post("/api/questions/pay_bonus", {
    headers: { ...bearer(publisher.token), "idempotency-key": randomUUID() },
    data: { question_id: question, comment_id: answer },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await verifyPhoneViaApi(page, earner.token, earner.id);
  const card = await page.request.post("/api/cards", {
    headers: { ...bearer(earner.token), "idempotency-key": randomUUID() },
    data: { bank_name: "招商银行", number: "4111111111111111", exp_month: 12, exp_year: 2099 },
  });
  expect(card.status(), await card.text()).toBe(201);
  const res = await page.request.post("/api/wallet/withdraw", {
    headers: { ...bearer(earner.token), "idempotency-key": randomUUID() },
    data: { amount, card_id: (await card.json()).id },
  });
  expect(res.status(), await res.text()).toBe(201);
  return earner;
}
