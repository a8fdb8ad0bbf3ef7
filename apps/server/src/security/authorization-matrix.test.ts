import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundWallet, setDeadline } from "../test/db-factories.js";
import { plausible } from "../test/fuzz-inputs.js";
import { apiClient } from "../test/http.js";
import * as listing from "../test/listings-helpers.js";
import { categoryPath, createComment } from "../test/question-factories.js";
import { startTestServer, type TestServer } from "../test/server.js";
import { createUser, loginAdmin, type TestUser } from "../test/user-factories.js";
import { createOwnedResources, type OwnedResources, ownedParams } from "./fixtures.js";
import { type CatalogueRoute, fillPath, routeCatalogue } from "./route-catalogue.js";

/**
 * Issue 8 item 5 (authorization): user A owns one resource of every kind; user B, with a valid token,
 * calls every route that touches it → 403 or 404, and A's data is unchanged. Without a token → 401.
 * Admin-only routes → 403 for a normal user. A meta-test keeps the matrix complete: every route the
 * OpenAPI document marks `security: bearer` is a row here or in ALLOWED with its reason.
 */

interface Fixtures {
  a: OwnedResources;
  b: TestUser;
  /** A's own expert record (a separate account: experts cannot also be organizations). */
  expert: { user: TestUser; expertId: number };
  /** Someone else's pending expert application (approved experts are granted by an admin only). */
  application: { user: TestUser; id: number };
  /** B's comment on A's question (what B would try to pay itself with). */
  bCommentOnA: number;
  appealId: number;
  /** A's profile as A reads it: a valid body for the profile write. */
  aProfile: unknown;
  /** An account with the moderator role: moderation only, so every admin row answers it 403 too. */
  moderator: TestUser;
}

interface Call {
  path: string;
  json?: unknown;
}

/** Something A can read before and after B's attempt; it must not change. */
type Reader = (f: Fixtures) => Promise<unknown>;

interface Row {
  /** "METHOD /api/path/{param}" exactly as in the OpenAPI document. */
  route: string;
  /** "owner": B acts on A's resource → 403/404. "admin"/"role": B lacks the role → 403. */
  kind: "owner" | "admin" | "role";
  call: (f: Fixtures) => Call;
  unchanged?: Reader;
}

/** A withdrawal id for the payouts rows: refused before it is looked up. */
const PAYOUT_ID = "00000000-0000-4000-8000-000000000000";

/** Routes that need a token but name no other user's data; each with why it needs no row. */
const ALLOWED: Record<string, string> = {
  "GET /api/me": "the caller's own session, identity from the token only",
  "GET /api/customer_profiles/tags": "tag suggestions aggregated over all profiles; names no user",
  "GET /api/experts/questions": "questions matching the caller's own expert channel, from the token only",
  "GET /api/experts/me": "the caller's own expert standing, from the token only",
  "GET /api/messages/unread_count": "the caller's own count, from the token only",
  "GET /api/messages/stream": "the caller's own unread stream, from the token only",
  "POST /api/messages/read_all":
    "marks only the caller's own messages read, from the token only (message-groups.test.ts: another user's stay unread)",
  "POST /api/upload/file": "creates a file owned by the caller",
  "POST /api/upload/image": "creates a file owned by the caller",
  "POST /api/questions": "creates a question owned by the caller",
  "POST /api/reports":
    "files the caller's own report of what the caller can see (reports.test.ts: hidden or private targets are 404, own content 400)",
  "POST /api/questions/comments":
    "any user may answer a visible question (a private one is refused: checked by the private-question test)",
  "POST /api/questions/comments/{id}/like": "any user may react to any visible comment",
  "POST /api/questions/comments/{id}/unlike": "clears the caller's own like of a visible comment",
  "POST /api/questions/comments/{id}/dislike": "any user may react to any visible comment",
  "POST /api/questions/comments/{id}/undislike": "clears the caller's own dislike of a visible comment",
  "POST /api/questions/comments/{id}/rate": "any user may rate others' comments (own ones are refused)",
  "POST /api/questions/{id}/like": "any user may react to any visible question",
  "POST /api/questions/{id}/unlike": "any user may react to any visible question",
  "POST /api/questions/{id}/dislike": "any user may react to any visible question",
  "POST /api/questions/{id}/undislike": "any user may react to any visible question",
  "POST /api/questions/{id}/favorite": "any user may favorite any visible question",
  "POST /api/questions/{id}/unfavorite": "any user may favorite any visible question",
  "POST /api/questions/{id}/rate": "any user may rate others' questions (own ones are refused)",
  "POST /api/questions/{id}/share": "records the caller's own share",
  "POST /api/questions/appeal": "appeals with the caller's own comment; the body names only a question",
  "POST /api/wallet/recharge": "creates the caller's own recharge order",
  "POST /api/cards": "adds a card to the caller's own wallet",
  "GET /api/coupons": "the public list of coupons on offer",
  "POST /api/coupon_records/claim": "claims a public coupon for the caller",
  "POST /api/auth/verify-email": "sends a code to the caller's own saved address",
  "POST /api/auth/verify-email-code": "verifies the caller's own address",
  "POST /api/auth/verify-phone": "sends a code to the caller's own saved phone",
  "POST /api/auth/verify-phone-code": "verifies the caller's own phone",
  "POST /api/sales": "any user may post a sale listing (owned by the caller)",
  "POST /api/contacts": "adds a contact to the caller's own address book",
  ...Object.fromEntries(
    ["housing", "sales", "housekeeping", "jobs"].flatMap((kind) => [
      [`PUT /api/${kind}/{id}/favorite`, "favourites a visible active listing for the caller only"],
      [`DELETE /api/${kind}/{id}/favorite`, "removes the caller's own favourite only"],
    ]),
  ),
  "GET /api/listings/favorites": "the caller's own favourites, from the token only",
  "POST /api/conversations":
    "opens the caller's own conversation with the owner of a visible subject (conversations.test.ts: peer must be the owner)",
  "GET /api/conversations": "the caller's own conversations, from the token only (conversations.test.ts)",
  "GET /api/conversations/unread_count": "the caller's own count, from the token only",
  "PUT /api/blocks/{userId}": "changes only the caller's own block list, from the token",
  "DELETE /api/blocks/{userId}": "changes only the caller's own block list, from the token",
  // Token-scoped lists: they take no user id; the "scoped lists" test below checks B never sees A's rows.
  "GET /api/customers": "token-scoped search (checked below: B finds no A)",
  "GET /api/questions/manage": "token-scoped list (checked below)",
  "GET /api/wallet/orders": "token-scoped list (checked below)",
  "GET /api/contacts": "token-scoped list (checked below)",
  "GET /api/orders": "token-scoped list (checked below)",
  "GET /api/merchant/orders":
    "token-scoped list: orders holding lines of the caller's own merchants (store/fulfilment.test.ts)",
};

/** Drops counters a read itself moves (view counts), so before/after snapshots compare the data. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !/view|last_seen|updated_at/i.test(k))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let f: Fixtures;
let adminToken: string;
let catalogue: CatalogueRoute[];

const read = (path: string, token: (f: Fixtures) => string) => async (fx: Fixtures) => {
  const res = await api("GET", path, { token: token(fx) });
  expect(res.status, `reader ${path}`).toBe(200);
  return stable(res.body);
};
const asA = (fx: Fixtures) => fx.a.owner.token;
const asB = (fx: Fixtures) => fx.b.token;
const readerOf =
  (make: (fx: Fixtures) => string, token: (fx: Fixtures) => string = asA): Reader =>
  (fx) =>
    read(make(fx), token)(fx);

const listingKinds = [
  ["housing", (fx: Fixtures) => fx.a.housingId, () => listing.housingInput(listing.uniqueCity("改"))],
  ["sales", (fx: Fixtures) => fx.a.saleId, () => listing.saleInput({ title: "被改" })],
  ["housekeeping", (fx: Fixtures) => fx.a.housekeepingId, () => listing.housekeepingInput({ title: "被改" })],
  ["jobs", (fx: Fixtures) => fx.a.jobId, () => listing.jobInput({ title: "被改" })],
] as const;

const ROWS: Row[] = [
  // Customers and profiles
  {
    route: "GET /api/customers/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/customers/${fx.a.owner.id}` }),
  },
  {
    route: "PUT /api/customers/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/customers/${fx.a.owner.id}`, json: { name: "hacked", lang: "ar" } }),
    unchanged: readerOf((fx) => `/api/customers/${fx.a.owner.id}`),
  },
  {
    route: "PUT /api/customers/{id}/avatar",
    kind: "owner",
    call: (fx) => ({ path: `/api/customers/${fx.a.owner.id}/avatar`, json: { avatar: "/uploads/x/y.png" } }),
    unchanged: readerOf((fx) => `/api/customers/${fx.a.owner.id}`),
  },
  {
    route: "GET /api/customer_profiles/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/customer_profiles/${fx.a.owner.id}` }),
  },
  {
    route: "POST /api/customer_profiles/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/customer_profiles/${fx.a.owner.id}`, json: fx.aProfile }),
    unchanged: readerOf((fx) => `/api/customer_profiles/${fx.a.owner.id}`),
  },
  {
    route: "GET /api/customer_military_powers/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/customer_military_powers/${fx.a.owner.id}` }),
  },
  // Experts
  {
    route: "POST /api/experts/upgrade/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/experts/upgrade/${fx.a.owner.id}` }),
    unchanged: readerOf(() => "/api/me"),
  },
  {
    route: "GET /api/experts/detail/{expertId}",
    kind: "owner",
    call: (fx) => ({ path: `/api/experts/detail/${fx.expert.expertId}` }),
  },
  {
    route: "POST /api/experts/{expertId}/set-categories",
    kind: "owner",
    call: (fx) => ({
      path: `/api/experts/${fx.expert.expertId}/set-categories`,
      json: { channel_id: 1, category_ids: [1] },
    }),
    unchanged: readerOf(
      (fx) => `/api/experts/detail/${fx.expert.expertId}`,
      (fx) => fx.expert.user.token,
    ),
  },
  // Messages
  {
    route: "GET /api/messages/user/{userId}",
    kind: "owner",
    call: (fx) => ({ path: `/api/messages/user/${fx.a.owner.id}` }),
  },
  {
    route: "GET /api/messages/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/messages/${fx.a.messageId}` }),
  },
  {
    route: "PUT /api/messages/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/messages/${fx.a.messageId}`, json: { is_read: true } }),
    unchanged: readerOf((fx) => `/api/messages/user/${fx.a.owner.id}`),
  },
  // Questions: personal lists and the bonus
  {
    route: "GET /api/questions/my/{userId}",
    kind: "owner",
    call: (fx) => ({ path: `/api/questions/my/${fx.a.owner.id}` }),
  },
  {
    route: "GET /api/questions/commented",
    kind: "owner",
    call: (fx) => ({ path: `/api/questions/commented?user_id=${fx.a.owner.id}` }),
  },
  {
    route: "GET /api/questions/favorites",
    kind: "owner",
    call: (fx) => ({ path: `/api/questions/favorites?user_id=${fx.a.owner.id}` }),
  },
  {
    route: "GET /api/questions/shared",
    kind: "owner",
    call: (fx) => ({ path: `/api/questions/shared?user_id=${fx.a.owner.id}` }),
  },
  {
    route: "GET /api/questions/my_total/{userId}",
    kind: "owner",
    call: (fx) => ({ path: `/api/questions/my_total/${fx.a.owner.id}` }),
  },
  {
    route: "POST /api/questions/pay_bonus",
    kind: "owner",
    call: (fx) => ({
      path: "/api/questions/pay_bonus",
      json: { question_id: fx.a.questionId, comment_id: fx.bCommentOnA },
    }),
    unchanged: async (fx) => [
      await read(`/api/customer_balances/${fx.a.owner.id}/balance`, asA)(fx),
      await read(`/api/customer_balances/${fx.b.id}/balance`, asB)(fx),
      await read(`/api/questions/detail/${fx.a.questionId}`, asA)(fx),
    ],
  },
  // Edits and deletions: only the author (B gets 403 not_author on A's public question and answer).
  {
    route: "PATCH /api/questions/{id}",
    kind: "owner",
    call: (fx) => ({
      path: `/api/questions/${fx.a.questionId}`,
      json: { title: "taken over", content: "<p>x</p>" },
    }),
    unchanged: async (fx) => [
      await read(`/api/questions/detail/${fx.a.questionId}`, asA)(fx),
      await read(`/api/questions/${fx.a.questionId}/revisions`, asA)(fx),
    ],
  },
  {
    route: "DELETE /api/questions/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/questions/${fx.a.questionId}` }),
    unchanged: readerOf((fx) => `/api/questions/detail/${fx.a.questionId}`),
  },
  {
    route: "PATCH /api/questions/comments/{id}",
    kind: "owner",
    call: (fx) => ({
      path: `/api/questions/comments/${fx.a.commentId}`,
      json: { content: "<p>taken over</p>" },
    }),
    unchanged: readerOf((fx) => `/api/questions/comments/${fx.a.commentId}/revisions`),
  },
  {
    route: "DELETE /api/questions/comments/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/questions/comments/${fx.a.commentId}` }),
    unchanged: readerOf((fx) => `/api/questions/comments/${fx.a.commentId}/revisions`),
  },
  // Wallet
  ...(["balance", "total_receive_bonus", "my_recharge_logs"] as const).map(
    (leaf): Row => ({
      route: `GET /api/customer_balances/{id}/${leaf}`,
      kind: "owner",
      call: (fx) => ({ path: `/api/customer_balances/${fx.a.owner.id}/${leaf}` }),
    }),
  ),
  {
    route: "POST /api/wallet/withdraw",
    kind: "owner",
    call: (fx) => ({ path: "/api/wallet/withdraw", json: { amount: 1, card_id: fx.a.cardId } }),
    unchanged: async (fx) => [
      await read(`/api/customer_balances/${fx.b.id}/balance`, asB)(fx),
      await read("/api/wallet/orders", asB)(fx),
      await read("/api/cards", asA)(fx),
    ],
  },
  {
    route: "GET /api/wallet/orders/{orderId}",
    kind: "owner",
    call: (fx) => ({ path: `/api/wallet/orders/${fx.a.rechargeOrderId}` }),
  },
  { route: "GET /api/cards", kind: "owner", call: (fx) => ({ path: `/api/cards?user_id=${fx.a.owner.id}` }) },
  {
    route: "DELETE /api/cards/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/cards/${fx.a.cardId}` }),
    unchanged: readerOf(() => "/api/cards"),
  },
  {
    route: "PUT /api/cards/{id}/default",
    kind: "owner",
    call: (fx) => ({ path: `/api/cards/${fx.a.cardId}/default`, json: { kind: "receiving" } }),
    unchanged: readerOf(() => "/api/cards"),
  },
  {
    route: "GET /api/coupon_records/available",
    kind: "owner",
    call: (fx) => ({ path: `/api/coupon_records/available?user_id=${fx.a.owner.id}` }),
  },
  {
    route: "POST /api/coupon_records/use/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/coupon_records/use/${fx.a.couponRecordId}` }),
    unchanged: async (fx) => [
      await read("/api/coupon_records/available", asA)(fx),
      await read(`/api/customer_balances/${fx.b.id}/balance`, asB)(fx),
    ],
  },
  // Listings: edit and status changes (close, sold, relist, renew) are owner-only
  ...listingKinds.flatMap(([kind, id, input]): Row[] => [
    {
      route: `PUT /api/${kind}/{id}`,
      kind: "owner",
      call: (fx) => ({ path: `/api/${kind}/${id(fx)}`, json: input() }),
      unchanged: readerOf((fx) => `/api/${kind}/${id(fx)}`),
    },
    {
      route: `POST /api/${kind}/{id}/status`,
      kind: "owner",
      call: (fx) => ({ path: `/api/${kind}/${id(fx)}/status`, json: { status: "closed" } }),
      unchanged: readerOf((fx) => `/api/${kind}/${id(fx)}`),
    },
  ]),
  // Store: merchants, products, contacts, orders
  {
    route: "PUT /api/merchants/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/merchants/${fx.a.merchantId}`, json: { name: "被改", description: "x" } }),
    unchanged: readerOf((fx) => `/api/merchants/${fx.a.merchantId}`),
  },
  {
    route: "POST /api/merchants/{id}/products",
    kind: "owner",
    call: (fx) => ({
      path: `/api/merchants/${fx.a.merchantId}/products`,
      json: { name: "假货", price: 1, stock: 1 },
    }),
    unchanged: readerOf((fx) => `/api/products?merchant_id=${fx.a.merchantId}`),
  },
  {
    route: "PUT /api/products/{id}",
    kind: "owner",
    call: (fx) => ({
      path: `/api/products/${fx.a.productId}`,
      json: { name: "被改", price: 0.01, stock: 0 },
    }),
    unchanged: readerOf((fx) => `/api/products/${fx.a.productId}`),
  },
  {
    route: "PUT /api/contacts/{id}",
    kind: "owner",
    call: (fx) => ({
      path: `/api/contacts/${fx.a.contactId}`,
      json: { name: "被改", phone: "13900000000", address: "上海市某处 1 号" },
    }),
    unchanged: readerOf(() => "/api/contacts"),
  },
  {
    route: "DELETE /api/contacts/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/contacts/${fx.a.contactId}` }),
    unchanged: readerOf(() => "/api/contacts"),
  },
  {
    route: "POST /api/orders",
    kind: "owner",
    // B pays with B's own money but ships to A's address book entry.
    call: (fx) => ({
      path: "/api/orders",
      json: {
        items: [{ product_id: fx.a.productId, quantity: 1 }],
        contact_id: fx.a.contactId,
        expected_total: 10,
      },
    }),
    unchanged: async (fx) => [
      await read(`/api/customer_balances/${fx.b.id}/balance`, asB)(fx),
      await read(`/api/products/${fx.a.productId}`, asA)(fx),
    ],
  },
  { route: "GET /api/orders/{id}", kind: "owner", call: (fx) => ({ path: `/api/orders/${fx.a.orderId}` }) },
  // Issue 18: a conversation is its two participants' only; a third user gets 404.
  {
    route: "GET /api/conversations/{id}",
    kind: "owner",
    call: (fx) => ({ path: `/api/conversations/${fx.a.conversationId}` }),
  },
  {
    route: "GET /api/conversations/{id}/messages",
    kind: "owner",
    call: (fx) => ({ path: `/api/conversations/${fx.a.conversationId}/messages` }),
  },
  {
    route: "POST /api/conversations/{id}/messages",
    kind: "owner",
    call: (fx) => ({ path: `/api/conversations/${fx.a.conversationId}/messages`, json: { text: "插一句" } }),
    unchanged: readerOf((fx) => `/api/conversations/${fx.a.conversationId}/messages`),
  },
  // Issue 18: only the buyer cancels; only the merchant owning the lines ships or completes them.
  ...(["orders/{id}/cancel", "merchant/orders/{id}/ship", "merchant/orders/{id}/complete"] as const).map(
    (path): Row => ({
      route: `POST /api/${path}`,
      kind: "owner",
      call: (fx) => ({ path: `/api/${path.replace("{id}", String(fx.a.orderId))}` }),
      unchanged: readerOf((fx) => `/api/orders/${fx.a.orderId}`),
    }),
  ),
  // Admin only
  { route: "GET /api/admin/appeals", kind: "admin", call: () => ({ path: "/api/admin/appeals" }) },
  {
    route: "POST /api/admin/appeals/{id}/decide",
    kind: "admin",
    call: (fx) => ({ path: `/api/admin/appeals/${fx.appealId}/decide`, json: { decision: "award" } }),
  },
  {
    route: "POST /api/admin/users/{id}/role",
    kind: "admin",
    call: (fx) => ({ path: `/api/admin/users/${fx.b.id}/role`, json: { role: "organization" } }),
    unchanged: readerOf(() => "/api/me", asB),
  },
  // Expert applications: only an administrator decides (issue 14).
  {
    route: "GET /api/admin/experts/applications",
    kind: "admin",
    call: () => ({ path: "/api/admin/experts/applications" }),
  },
  {
    route: "POST /api/admin/experts/applications/{id}/approve",
    kind: "admin",
    call: (fx) => ({ path: `/api/admin/experts/applications/${fx.application.id}/approve` }),
    unchanged: readerOf(
      () => "/api/experts/me",
      (fx) => fx.application.user.token,
    ),
  },
  {
    route: "POST /api/admin/experts/applications/{id}/reject",
    kind: "admin",
    call: (fx) => ({
      path: `/api/admin/experts/applications/${fx.application.id}/reject`,
      json: { reason: "not qualified" },
    }),
    unchanged: readerOf(
      () => "/api/experts/me",
      (fx) => fx.application.user.token,
    ),
  },
  { route: "GET /api/admin/experts", kind: "admin", call: () => ({ path: "/api/admin/experts" }) },
  {
    route: "POST /api/admin/experts/{expertId}/revoke",
    kind: "admin",
    call: (fx) => ({ path: `/api/admin/experts/${fx.expert.expertId}/revoke`, json: { reason: "x" } }),
    unchanged: readerOf(
      () => "/api/experts/me",
      (fx) => fx.expert.user.token,
    ),
  },
  { route: "GET /api/products/warning", kind: "admin", call: () => ({ path: "/api/products/warning" }) },
  { route: "GET /api/stock_check_tasks", kind: "admin", call: () => ({ path: "/api/stock_check_tasks" }) },
  { route: "GET /api/users", kind: "admin", call: () => ({ path: "/api/users" }) },
  // Trust and safety (issue 17): word lists and the audit log are the administrator's.
  {
    route: "GET /api/admin/moderation/words",
    kind: "admin",
    call: () => ({ path: "/api/admin/moderation/words" }),
  },
  {
    route: "PUT /api/admin/moderation/words",
    kind: "admin",
    call: () => ({ path: "/api/admin/moderation/words", json: { block: ["hijacked"], review: [] } }),
    unchanged: async () => (await api("GET", "/api/admin/moderation/words", { token: adminToken })).body,
  },
  { route: "GET /api/admin/audit-log", kind: "admin", call: () => ({ path: "/api/admin/audit-log" }) },
  // The back office for money (issue 17 item 7): administrators only, a moderator gets 403 too.
  {
    route: "GET /api/admin/reconciliation",
    kind: "admin",
    call: () => ({ path: "/api/admin/reconciliation" }),
  },
  { route: "GET /api/admin/payouts", kind: "admin", call: () => ({ path: "/api/admin/payouts" }) },
  {
    route: "POST /api/admin/payouts/{id}/approve",
    kind: "admin",
    call: () => ({ path: `/api/admin/payouts/${PAYOUT_ID}/approve`, json: {} }),
  },
  {
    route: "POST /api/admin/payouts/{id}/reject",
    kind: "admin",
    call: () => ({ path: `/api/admin/payouts/${PAYOUT_ID}/reject`, json: { note: "B says no" } }),
  },
  {
    route: "GET /api/admin/ledger.csv",
    kind: "admin",
    call: () => ({ path: "/api/admin/ledger.csv?from=2026-01-01&to=2026-12-31" }),
  },
  // The users page (issue 17 item 8): administrators only, a moderator gets 403 too.
  {
    route: "GET /api/admin/users",
    kind: "admin",
    call: (fx) => ({ path: `/api/admin/users?q=${fx.a.owner.id}` }),
  },
  {
    route: "GET /api/admin/users/{id}",
    kind: "admin",
    call: (fx) => ({ path: `/api/admin/users/${fx.a.owner.id}` }),
  },
  // The moderation queue (issue 17 item 2): moderators and administrators (B, a plain user, lacks the role).
  { route: "GET /api/admin/reports", kind: "role", call: () => ({ path: "/api/admin/reports" }) },
  {
    route: "POST /api/admin/reports/{id}/resolve",
    kind: "role",
    call: () => ({ path: "/api/admin/reports/1/resolve", json: { action: "dismiss" } }),
  },
  {
    route: "POST /api/admin/moderation/decide",
    kind: "role",
    call: (fx) => ({
      path: "/api/admin/moderation/decide",
      json: { target_type: "question", target_id: fx.a.questionId, action: "hide", note: "B hides A" },
    }),
    unchanged: readerOf(
      (fx) => `/api/questions/detail/${fx.a.questionId}`,
      (fx) => fx.b.token,
    ),
  },
  // Bans are moderation: moderators and administrators (B, a plain user, lacks the role).
  {
    route: "POST /api/admin/users/{id}/ban",
    kind: "role",
    call: (fx) => ({ path: `/api/admin/users/${fx.a.owner.id}/ban`, json: { reason: "B wants A gone" } }),
    unchanged: readerOf(
      (fx) => `/api/customers/${fx.a.owner.id}`,
      (fx) => fx.a.owner.token,
    ),
  },
  {
    route: "POST /api/admin/users/{id}/unban",
    kind: "role",
    call: (fx) => ({ path: `/api/admin/users/${fx.b.id}/unban`, json: {} }),
  },
  // Granted roles only (B is a plain user)
  ...(["housing", "housekeeping", "jobs"] as const).map(
    (kind): Row => ({
      route: `POST /api/${kind}`,
      kind: "role",
      call: () => ({
        path: `/api/${kind}`,
        json:
          kind === "housing"
            ? listing.housingInput(listing.uniqueCity())
            : kind === "jobs"
              ? listing.jobInput()
              : listing.housekeepingInput(),
      }),
    }),
  ),
  {
    route: "POST /api/merchants",
    kind: "role",
    call: () => ({ path: "/api/merchants", json: { name: "冒名店", description: "x" } }),
  },
];

const methodOf = (row: Row) => row.route.split(" ")[0] as string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  catalogue = routeCatalogue(server.app);
  const a = await createOwnedResources(api, server, "alice");
  const b = await createUser(api, "bob");
  await fundWallet(server.app, b.id, 100);
  const expertUser = await createUser(api, "expert");
  const law = await categoryPath(api, "law");
  const choice = { channel_id: law.channel, category_ids: [law.category_top] };
  const up = await api("POST", `/api/experts/upgrade/${expertUser.id}`, {
    token: expertUser.token,
    json: choice,
  });
  expect(up.status).toBe(200);
  const applicant = await createUser(api, "applicant");
  const applied = await api("POST", `/api/experts/upgrade/${applicant.id}`, {
    token: applicant.token,
    json: choice,
  });
  expect(applied.body.status).toBe("pending");
  const bCommentOnA = await createComment(api, b, a.questionId, "Bob's answer");
  // An open appeal for the admin rows: B appeals on A's publisher_agree question, whose deadline has
  // passed (appeals open only then).
  await setDeadline(server.app, a.questionId, -0.01);
  const appeal = await api("POST", "/api/questions/appeal", {
    token: b.token,
    json: { question_id: a.questionId },
  });
  expect(appeal.status, JSON.stringify(appeal.body)).toBe(200);
  adminToken = (await loginAdmin(api)).token;
  const approved = await api("POST", `/api/admin/experts/applications/${up.body.id}/approve`, {
    token: adminToken,
  });
  expect(approved.status).toBe(200);
  const appeals = await api("GET", "/api/admin/appeals", { token: adminToken });
  const appealId = appeals.body.find((x: { question_id: number }) => x.question_id === a.questionId)?.id;
  expect(appealId).toBeDefined();
  const profile = await api("GET", `/api/customer_profiles/${a.owner.id}`, { token: a.owner.token });
  expect(profile.status).toBe(200);
  const aProfile = {
    ...profile.body,
    interests: ["hacked"],
    work: { ...profile.body.work, company: "hacked" },
  };
  const moderator = await createUser(api, "moderator");
  const granted = await api("POST", `/api/admin/users/${moderator.id}/role`, {
    token: adminToken,
    json: { role: "moderator" },
  });
  expect(granted.status).toBe(200);
  f = {
    moderator,
    a,
    b,
    expert: { user: expertUser, expertId: up.body.expert_id },
    application: { user: applicant, id: applied.body.id },
    bCommentOnA,
    appealId,
    aProfile,
  };
}, 180_000);

afterAll(() => server?.close());

describe("authorization matrix", () => {
  it("covers every route that needs a token: a row or an allowed reason, nothing stale", () => {
    const keys = new Set(catalogue.map((r) => r.key));
    const secured = catalogue.filter((r) => r.secured).map((r) => r.key);
    expect(secured.length).toBeGreaterThanOrEqual(60);
    const covered = new Set([...ROWS.map((r) => r.route), ...Object.keys(ALLOWED)]);
    expect(
      secured.filter((k) => !covered.has(k)),
      "secured routes without a matrix row",
    ).toEqual([]);
    expect(
      [...covered].filter((k) => !keys.has(k)),
      "matrix rows for routes that do not exist",
    ).toEqual([]);
    expect(
      ROWS.map((r) => r.route).filter((k) => ALLOWED[k]),
      "both a row and allowed",
    ).toEqual([]);
  });

  it("every secured route answers 401 without a token or with a forged one; no other route does", async () => {
    for (const route of catalogue) {
      const path = fillPath(route.path, ownedParams(route.path, f.a));
      const json = route.method === "GET" ? undefined : plausible(route.body ?? { type: "object" }, {});
      const anonymous = await api(route.method, path, json === undefined ? {} : { json });
      if (route.secured) {
        expect(anonymous.status, `${route.key} without a token`).toBe(401);
        expect(anonymous.body.code, route.key).toBe("unauthorized");
        const forged = await api(route.method, path, {
          ...(json === undefined ? {} : { json }),
          headers: { authorization: `Bearer ${f.b.token.slice(0, -4)}AAAA` },
        });
        expect(forged.status, `${route.key} with a forged token`).toBe(401);
      } else {
        // (A 401 for other reasons is fine: bad credentials on login, a bad webhook signature.)
        expect(anonymous.body?.detail, `${route.key} is not marked secured but demands a token`).not.toBe(
          "Authentication required",
        );
      }
    }
  });

  for (const row of ROWS) {
    it(`${row.route}: B → ${row.kind === "owner" ? "403/404" : "403"}, A's data unchanged; no token → 401`, async () => {
      const call = row.call(f);
      const body = call.json === undefined ? {} : { json: call.json };
      const before = row.unchanged ? await row.unchanged(f) : undefined;
      const res = await api(methodOf(row), call.path, { token: f.b.token, ...body });
      if (row.kind === "owner")
        expect([403, 404], `${row.route}: ${JSON.stringify(res.body)}`).toContain(res.status);
      else expect(res.status, `${row.route}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(typeof res.body.detail).toBe("string");
      if (row.unchanged) expect(await row.unchanged(f), `${row.route} changed A's data`).toEqual(before);
      const anonymous = await api(methodOf(row), call.path, body);
      expect(anonymous.status, `${row.route} without a token`).toBe(401);
    });
  }

  it("a moderator gets 403 on every administrator route (moderation only: no money, roles or settings)", async () => {
    for (const row of ROWS.filter((r) => r.kind === "admin")) {
      const call = row.call(f);
      const res = await api(methodOf(row), call.path, {
        token: f.moderator.token,
        ...(call.json === undefined ? {} : { json: call.json }),
      });
      expect(res.status, `${row.route}: ${JSON.stringify(res.body)}`).toBe(403);
    }
  });

  it("the owner itself passes the same checks (the rows test authorization, not broken requests)", async () => {
    const reads = [
      `/api/customers/${f.a.owner.id}`,
      `/api/messages/${f.a.messageId}`,
      `/api/orders/${f.a.orderId}`,
      `/api/wallet/orders/${f.a.rechargeOrderId}`,
      `/api/customer_balances/${f.a.owner.id}/balance`,
      `/api/cards?user_id=${f.a.owner.id}`,
      `/api/questions/my/${f.a.owner.id}`,
    ];
    for (const path of reads)
      expect((await api("GET", path, { token: f.a.owner.token })).status, path).toBe(200);
    const edit = await api("PUT", `/api/contacts/${f.a.contactId}`, {
      token: f.a.owner.token,
      json: { name: "王磊", phone: "13800138000", address: "北京市朝阳区建国路 88 号" },
    });
    expect(edit.status).toBe(200);
    const admin = await api("GET", "/api/users", { token: adminToken });
    expect(admin.status).toBe(200);
  });

  it("token-scoped lists never show B anything of A's", async () => {
    const ids = (value: unknown, out = new Set<unknown>()) => {
      if (Array.isArray(value)) for (const v of value) ids(v, out);
      else if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) {
          if (k === "id" || k === "order_id" || k === "user_id") out.add(v);
          ids(v, out);
        }
      }
      return out;
    };
    const checks: [string, unknown[]][] = [
      [`/api/customers?username=${f.a.owner.username}`, [f.a.owner.id]],
      ["/api/questions/manage", [f.a.questionId, f.a.privateQuestionId]],
      ["/api/wallet/orders", [f.a.rechargeOrderId]],
      ["/api/contacts", [f.a.contactId]],
      ["/api/orders", [f.a.orderId]],
      ["/api/cards", [f.a.cardId]],
    ];
    for (const [path, forbidden] of checks) {
      const res = await api("GET", path, { token: f.b.token });
      expect(res.status, path).toBe(200);
      const seen = ids(res.body);
      for (const id of forbidden) expect(seen.has(id), `${path} shows A's ${id}`).toBe(false);
    }
  });

  it("A's private question stays hidden from B (detail, comments, answering)", async () => {
    const id = f.a.privateQuestionId;
    const detail = await api("GET", `/api/questions/detail/${id}`, { token: f.b.token });
    expect([403, 404]).toContain(detail.status);
    const anonymous = await api("GET", `/api/questions/detail/${id}`);
    expect([401, 403, 404]).toContain(anonymous.status);
    const answer = await api("POST", "/api/questions/comments", {
      token: f.b.token,
      json: { question_id: id, content: "peeking" },
    });
    expect([403, 404], JSON.stringify(answer.body)).toContain(answer.status);
    const own = await api("GET", `/api/questions/detail/${id}`, { token: f.a.owner.token });
    expect(own.status).toBe(200);
  });
});
