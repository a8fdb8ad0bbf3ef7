import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { messages } from "../db/schema/index.js";
import { notify } from "../modules/messages/notify.js";
import { fundWallet, setRole } from "../test/db-factories.js";
import type { ApiClient } from "../test/http.js";
import * as listing from "../test/listings-helpers.js";
import { verifyPhone } from "../test/phone-factories.js";
import { createComment, createQuestion } from "../test/question-factories.js";
import type { TestServer } from "../test/server.js";
import { createUser, type TestUser } from "../test/user-factories.js";

/** One user's resources of every kind, created through the API as the product creates them. */
export interface OwnedResources {
  owner: TestUser;
  questionId: number;
  privateQuestionId: number;
  /** The owner's comment on someone else's question. */
  commentId: number;
  messageId: number;
  cardId: number;
  contactId: number;
  merchantId: number;
  productId: number;
  orderId: number;
  rechargeOrderId: string;
  couponRecordId: number;
  housingId: number;
  saleId: number;
  housekeepingId: number;
  jobId: number;
  /** A conversation the owner opened with the other user (issue 18). */
  conversationId: number;
}

const VISA = "4111111111111111";

async function ok<T = number>(
  api: ApiClient,
  method: string,
  path: string,
  token: string,
  json: unknown,
  pick: (body: Record<string, unknown>) => unknown = (b) => b.id,
): Promise<T> {
  const res = await api(method, path, { token, json });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return pick(res.body) as T;
}

/**
 * Creates `owner` (an organization account, so it may post every listing kind and open a merchant)
 * with one resource of every user-owned kind. `other` answers the owner's question so the owner has
 * a comment to pay; the owner's own comment goes on `other`'s question.
 */
export async function createOwnedResources(
  api: ApiClient,
  server: TestServer,
  prefix = "owner",
): Promise<OwnedResources> {
  const owner = await createUser(api, prefix);
  // A verified phone, as coupon claims and withdrawals need: B's refusals then come from ownership.
  await verifyPhone(server.app, owner.id);
  const other = await createUser(api, `${prefix}_peer`);
  await setRole(server.app, owner.id, "organization");
  await fundWallet(server.app, owner.id, 500);
  const t = owner.token;

  const questionId = await createQuestion(api, owner, { bonus_amount: 20, bonus_rule: "publisher_agree" });
  const privateQuestionId = await createQuestion(api, owner, {
    is_public: false,
    bonus_amount: 5,
    bonus_rule: "publisher_agree",
  });
  const otherQuestion = await createQuestion(api, other);
  const commentId = await createComment(api, owner, otherQuestion, "The owner's answer");

  await notify(server.app.db, owner.id, "bonus_received", { title: "fixture", amountFen: 100 });
  const [message] = await server.app.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.userId, owner.id));
  expect(message).toBeDefined();

  const cardId = await ok(api, "POST", "/api/cards", t, {
    bank_name: "中国银行",
    number: VISA,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
  });
  const contactId = await ok(api, "POST", "/api/contacts", t, {
    name: "王磊",
    phone: "13800138000",
    address: "北京市朝阳区建国路 88 号",
  });
  const merchantId = await ok(api, "POST", "/api/merchants", t, { name: "茶语轩", description: "Tea" });
  const productId = await ok(api, "POST", `/api/merchants/${merchantId}/products`, t, {
    name: "龙井 250g",
    price: 10,
    stock: 50,
    warning_level: 2,
  });
  // The owner's order: bought from the peer's shop (nobody may buy from their own merchant).
  await setRole(server.app, other.id, "organization");
  const peerMerchant = await ok(api, "POST", "/api/merchants", other.token, {
    name: "书香阁",
    description: "Books",
  });
  const peerProduct = await ok(api, "POST", `/api/merchants/${peerMerchant}/products`, other.token, {
    name: "茶经",
    price: 10,
    stock: 50,
    warning_level: 2,
  });
  const orderId = await ok(api, "POST", "/api/orders", t, {
    items: [{ product_id: peerProduct, quantity: 1 }],
    contact_id: contactId,
    expected_total: 10,
  });
  const rechargeOrderId = await ok<string>(
    api,
    "POST",
    "/api/wallet/recharge",
    t,
    { amount: 1 },
    (b) => b.order_id,
  );

  const coupons = await api("GET", "/api/coupons?lang=en", { token: t });
  const couponId = (coupons.body as { id: number }[])[0]?.id;
  expect(couponId, "a seeded coupon").toBeDefined();
  const couponRecordId = await ok(
    api,
    "POST",
    "/api/coupon_records/claim",
    t,
    { coupon_id: couponId },
    (b) => b.record_id ?? b.id,
  );

  const city = listing.uniqueCity("安全城");
  const housingId = await ok(api, "POST", "/api/housing", t, listing.housingInput(city));
  const saleId = await ok(api, "POST", "/api/sales", t, listing.saleInput());
  const housekeepingId = await ok(api, "POST", "/api/housekeeping", t, listing.housekeepingInput());
  const jobId = await ok(api, "POST", "/api/jobs", t, listing.jobInput());
  const conversationId = await ok(api, "POST", "/api/conversations", t, {
    peer_id: other.id,
    subject: { kind: "user", id: other.id },
    text: "你好",
  });

  return {
    owner,
    questionId,
    privateQuestionId,
    commentId,
    messageId: message?.id ?? 0,
    cardId,
    contactId,
    merchantId,
    productId,
    orderId,
    rechargeOrderId,
    couponRecordId,
    housingId,
    saleId,
    housekeepingId,
    jobId,
    conversationId,
  };
}

/** Path parameter values that name one of `r`'s resources, by the route's path (longest prefix wins). */
export function ownedParams(path: string, r: OwnedResources): Record<string, string> {
  const byPrefix: [string, number | string][] = [
    ["/api/questions/comments/", r.commentId],
    ["/api/questions/", r.questionId],
    ["/api/messages/user/", r.owner.id],
    ["/api/messages/", r.messageId],
    ["/api/cards/", r.cardId],
    ["/api/contacts/", r.contactId],
    ["/api/merchants/", r.merchantId],
    ["/api/products/", r.productId],
    ["/api/orders/", r.orderId],
    ["/api/wallet/orders/", r.rechargeOrderId],
    ["/api/coupon_records/use/", r.couponRecordId],
    ["/api/housing/", r.housingId],
    ["/api/sales/", r.saleId],
    ["/api/housekeeping/", r.housekeepingId],
    ["/api/jobs/", r.jobId],
    ["/api/conversations/", r.conversationId],
  ];
  const match = byPrefix.find(([prefix]) => path.startsWith(prefix));
  const value = String(match ? match[1] : r.owner.id);
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, value]));
}
