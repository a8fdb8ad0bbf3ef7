import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations, makeExpert, setDeadline } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { categoryPath, createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { decideAppeal } from "../settlement/appeals.service.js";
import { settleDueQuestions } from "../settlement/settle.job.js";
import { addContact, addProduct, openMerchant, seller } from "../store/store-fixtures.js";

/**
 * Issue 15 item 6: every money event writes a message to each person it concerns, in their language,
 * with a link to what it is about; the balance log names what happened.
 */
const t = serverForFile();

interface Msg {
  kind: string;
  title: string;
  content: string;
  link: string | null;
}
const inbox = async (u: TestUser): Promise<Msg[]> =>
  (await t.api("GET", `/api/messages/user/${u.id}?limit=100`, { token: u.token })).body.items;
const ofKind = async (u: TestUser, kind: string) => (await inbox(u)).filter((m) => m.kind === kind);
const logTypes = async (u: TestUser) =>
  (
    (await t.api("GET", `/api/customer_balances/${u.id}/my_recharge_logs`, { token: u.token })).body as {
      type: string;
      amount: number;
    }[]
  ).map((e) => [e.type, e.amount]);

async function user(prefix: string, lang: string, yuan = 0) {
  const u = await createUser(t.api, prefix);
  await t.api("PUT", `/api/customers/${u.id}`, { token: u.token, json: { lang } });
  if (yuan) await fundWallet(t.server.app, u.id, yuan);
  return u;
}

describe("bonus messages", () => {
  it("a manual payment tells the answerer who paid and the publisher whom they paid, each in their language", async () => {
    const publisher = await user("mp_pub", "en", 50);
    const answerer = await user("mp_ans", "de");
    const q = await createQuestion(t.api, publisher, { bonus_amount: 20, bonus_rule: "publisher_agree" });
    const c = await createComment(t.api, answerer, q);
    const paid = await t.api("POST", "/api/questions/pay_bonus", {
      token: publisher.token,
      json: { question_id: q, comment_id: c },
    });
    expect(paid.status).toBe(200);
    const link = `/question?id=${q}#comment-${c}`;
    const [toAnswerer] = await ofKind(answerer, "bonus_received");
    expect(toAnswerer).toMatchObject({ title: "Sie haben eine Prämie erhalten", link });
    expect(toAnswerer?.content).toContain(publisher.username);
    expect(toAnswerer?.content).toContain("¥20.00");
    const [toPublisher] = await ofKind(publisher, "bonus_paid");
    expect(toPublisher).toMatchObject({ title: "Bonus paid", link });
    expect(toPublisher?.content).toContain(`to ${answerer.username}’s answer`);
    expect(await logTypes(answerer)).toEqual([["receive_bonus", 20]]);
  });

  it("a rule payout says it was the rule, and an expert's fee is its own message and log entry", async () => {
    const path = await categoryPath(t.api);
    const publisher = await user("rp_pub", "zh", 50);
    const expert = await user("rp_exp", "ar");
    await makeExpert(t.server.app, expert.id, path.channel);
    const q = await createQuestion(t.api, publisher, {
      bonus_amount: 10,
      paid_amount: 3,
      bonus_rule: "first_reply",
      is_public: false,
    });
    const c = await createComment(t.api, expert, q);
    await setDeadline(t.server.app, q, -1);
    await settleDueQuestions(t.server.app.db);
    const link = `/question?id=${q}#comment-${c}`;
    expect(await ofKind(expert, "rule_payout_received")).toEqual([
      expect.objectContaining({ title: "فازت إجابتك بالمكافأة وفق القاعدة", link }),
    ]);
    const [fee] = await ofKind(expert, "expert_fee_received");
    expect(fee).toMatchObject({ title: "لقد حصلت على رسوم الخبير", link });
    expect(fee?.content).toContain("¥3.00");
    const [toPublisher] = await ofKind(publisher, "rule_payout_paid");
    expect(toPublisher).toMatchObject({ title: "赏金已按规则发放", link });
    expect(toPublisher?.content).toContain(expert.username);
    expect(await logTypes(expert)).toEqual(
      expect.arrayContaining([
        ["rule_payout", 10],
        ["expert_fee", 3],
      ]),
    );
    expect(
      (await t.api("GET", `/api/customer_balances/${expert.id}/balance`, { token: expert.token })).body,
    ).toMatchObject({ total_receive_bonus: 13, withdrawable: 13 });
  });

  it("a non-expert winner: the publisher is told the expert fee came back", async () => {
    const publisher = await user("fb_pub", "en", 50);
    const answerer = await user("fb_ans", "en");
    const q = await createQuestion(t.api, publisher, {
      bonus_amount: 10,
      paid_amount: 4,
      bonus_rule: "first_reply",
    });
    await createComment(t.api, answerer, q);
    await setDeadline(t.server.app, q, -1);
    await settleDueQuestions(t.server.app.db);
    const [refund] = await ofKind(publisher, "expert_fee_refunded");
    expect(refund).toMatchObject({ title: "Expert fee refunded" });
    expect(refund?.content).toContain("¥4.00");
    expect(await ofKind(answerer, "expert_fee_received")).toEqual([]);
    expect((await logTypes(publisher))[0]).toEqual(["refund_expert_fee", 4]);
  });

  it("a refunded question tells the publisher the bonus and the fee came back, linking the question", async () => {
    const publisher = await user("rf_pub", "fr", 50);
    const q = await createQuestion(t.api, publisher, {
      bonus_amount: 12,
      paid_amount: 2,
      bonus_rule: "first_reply",
    });
    await setDeadline(t.server.app, q, -1);
    await settleDueQuestions(t.server.app.db);
    const [bonus] = await ofKind(publisher, "bonus_refunded");
    expect(bonus).toMatchObject({ title: "Prime remboursée", link: `/question?id=${q}` });
    expect(bonus?.content).toContain("¥12.00");
    const [fee] = await ofKind(publisher, "expert_fee_refunded");
    expect(fee).toMatchObject({ title: "Frais d’expert remboursés", link: `/question?id=${q}` });
    expect((await logTypes(publisher)).slice(0, 2)).toEqual(
      expect.arrayContaining([
        ["refund_bonus", 12],
        ["refund_expert_fee", 2],
      ]),
    );
  });

  it("an appeal decision tells both sides, with who was paid and a link to the answer", async () => {
    const publisher = await user("ap_pub", "en", 50);
    const appellant = await user("ap_ans", "ja");
    const q = await createQuestion(t.api, publisher, { bonus_amount: 8, bonus_rule: "publisher_agree" });
    const c = await createComment(t.api, appellant, q);
    await setDeadline(t.server.app, q, -1);
    const [appeal] = await queryRows<{ id: number }>(
      t.server.app.db,
      sql`insert into appeals (question_id, comment_id, appellant_id) values (${q}, ${c}, ${appellant.id}) returning id`,
    );
    const [admin] = await queryRows<{ id: number }>(
      t.server.app.db,
      sql`select id from users where role = 'admin' limit 1`,
    );
    await decideAppeal(t.server.app.db, admin?.id ?? 1, appeal?.id ?? 0, "award");
    const link = `/question?id=${q}#comment-${c}`;
    const [toPublisher] = await ofKind(publisher, "appeal_awarded");
    expect(toPublisher).toMatchObject({ title: "Appeal decided: awarded", link });
    expect(toPublisher?.content).toContain(appellant.username);
    expect(await ofKind(appellant, "appeal_awarded")).toEqual([
      expect.objectContaining({ title: "申し立ての結果：認められました", link }),
    ]);
    // The award is told once (not also as a manual payment).
    expect(await ofKind(publisher, "bonus_paid")).toEqual([]);
    expect(await logTypes(appellant)).toEqual([["appeal_award", 8]]);
  });
});

describe("store and recharge messages", () => {
  it("an order tells the buyer what was paid and the seller what came in", async () => {
    const buyer = await user("ob_buy", "en", 100);
    const contactId = await addContact(t.api, buyer);
    const owner = await seller(t.api, t.server);
    await t.api("PUT", `/api/customers/${owner.id}`, { token: owner.token, json: { lang: "es" } });
    const merchantId = await openMerchant(t.api, owner);
    const productId = await addProduct(t.api, owner, merchantId, { price: 12.5 });
    const res = await t.api("POST", "/api/orders", {
      token: buyer.token,
      json: { items: [{ product_id: productId, quantity: 2 }], contact_id: contactId, expected_total: 25 },
    });
    expect(res.status).toBe(201);
    const [paid] = await ofKind(buyer, "order_paid");
    expect(paid).toMatchObject({ title: "Order paid", link: `/orders?placed=${res.body.id}` });
    expect(paid?.content).toContain("¥25.00");
    const [income] = await ofKind(owner, "order_income");
    expect(income).toMatchObject({ title: "Nuevo ingreso por pedido", link: "/wallet/balanceLogs" });
    expect(income?.content).toContain(buyer.username);
  });

  it("keeps the ledger's invariants", async () => {
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
  });
});
