import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations } from "../../test/db-factories.js";
import { uniqueMobile, verifyPhone } from "../../test/phone-factories.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { addCard, payBonusTo } from "../../test/wallet-factories.js";

/**
 * Issue 14, item 5, written as the attack it stops: ten throwaway accounts each claim the ¥5 welcome
 * coupon, pay it as a bonus to one collector, who withdraws ¥50. Each step must fail.
 */
const { server, api } = useTestServer();

const nextYear = new Date().getUTCFullYear() + 1;

async function welcomeCoupon(user: TestUser) {
  const offers = await api("GET", "/api/coupons?lang=en", { token: user.token });
  expect(offers.status).toBe(200);
  return offers.body.find((c: { amount: number; threshold: number }) => c.amount === 5 && c.threshold === 0);
}

const claim = (user: TestUser, couponId: number) =>
  api("POST", "/api/coupon_records/claim", { token: user.token, json: { coupon_id: couponId } });

const savePhone = (user: TestUser, phone: string) =>
  api("PUT", `/api/customers/${user.id}`, { token: user.token, json: { country: "CN", phone } });

const sendCode = (user: TestUser, phone: string) =>
  api("POST", "/api/auth/verify-phone", { token: user.token, json: { country: "+86", phone } });

/** The code the development SMS provider wrote into the user's newest system message. */
async function devCode(user: TestUser): Promise<string> {
  const [row] = await queryRows<{ content: string }>(
    server.app.db,
    sql`select content from messages where user_id = ${user.id} and kind = 'verification_code_dev'
      order by id desc limit 1`,
  );
  const code = /\b(\d{6})\b/.exec(row?.content ?? "")?.[1];
  if (!code) throw new Error(`no development code for user ${user.id}`);
  return code;
}

const confirmCode = async (user: TestUser, phone: string) =>
  api("POST", "/api/auth/verify-phone-code", {
    token: user.token,
    json: { country: "+86", phone, code: await devCode(user) },
  });

/** Saves and verifies a number through the real API (development SMS provider). */
async function verifyByApi(user: TestUser, phone: string) {
  expect((await savePhone(user, phone)).status).toBe(200);
  const sent = await sendCode(user, phone);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const done = await confirmCode(user, phone);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

const promotionsPaidFen = async () => {
  const [row] = await queryRows<{ fen: string | null }>(
    server.app.db,
    sql`select -coalesce(sum(e.amount_fen), 0) as fen from ledger_entries e
      join accounts a on a.id = e.account_id where a.kind = 'platform_promotions'`,
  );
  return Number(row?.fen ?? 0);
};

describe("promotion farming", () => {
  it("ten throwaway accounts cannot farm the welcome coupon into one collector's withdrawal", async () => {
    const paidBefore = await promotionsPaidFen();
    const collector = await createUser(api, "collector");
    const farm = await Promise.all(Array.from({ length: 10 }, () => createUser(api, "throwaway")));
    const coupon = await welcomeCoupon(farm[0] as TestUser);
    expect(coupon).toMatchObject({ claimed: false, claim_blocked: "phone_not_verified" });

    // Step 1: no account without a verified phone claims anything.
    for (const account of farm) {
      const res = await claim(account, coupon.id);
      expect([res.status, res.body.code]).toEqual([403, "phone_not_verified"]);
    }

    // Step 2: one SIM card verifies one account; the other nine are refused the number.
    const sim = uniqueMobile();
    const [first, ...others] = farm as [TestUser, ...TestUser[]];
    await verifyByApi(first, sim);
    for (const account of others) {
      expect((await savePhone(account, sim)).status).toBe(200); // saving is allowed, verifying is not
      const sent = await sendCode(account, sim);
      expect([sent.status, sent.body.code]).toEqual([409, "phone_in_use"]);
      const refused = await claim(account, coupon.id);
      expect([refused.status, refused.body.code]).toEqual([403, "phone_not_verified"]);
    }
    // The same line written with its trunk zero is the same number.
    const zero = others[0] as TestUser;
    expect((await savePhone(zero, `0${sim}`)).status).toBe(200);
    expect((await sendCode(zero, `0${sim}`)).body.code).toBe("phone_in_use");

    // The one verified account claims and uses it once, and pays the ¥5 on as a bonus.
    const claimed = await claim(first, coupon.id);
    expect(claimed.status).toBe(201);
    expect(
      (await api("POST", `/api/coupon_records/use/${claimed.body.record_id}`, { token: first.token })).status,
    ).toBe(200);
    const question = await createQuestion(api, first, { bonus_amount: 5, bonus_rule: "publisher_agree" });
    const answer = await createComment(api, collector, question);
    const paid = await api("POST", "/api/questions/pay_bonus", {
      token: first.token,
      json: { question_id: question, comment_id: answer },
    });
    expect(paid.status).toBe(200);

    // Step 3: the number moves to the next throwaway (first saves another phone): it verifies, but the
    // number has claimed the coupon already.
    expect((await savePhone(first, uniqueMobile())).status).toBe(200);
    const second = others[1] as TestUser;
    expect((await savePhone(second, "13700000000")).status).toBe(200);
    await verifyByApi(second, sim);
    expect(await welcomeCoupon(second)).toMatchObject({
      claimed: false,
      claim_blocked: "phone_already_claimed",
    });
    const again = await claim(second, coupon.id);
    expect([again.status, again.body.code]).toEqual([409, "coupon_phone_already_claimed"]);
    // And the first account, with a new verified number, still claimed it once.
    await verifyPhone(server.app, first.id);
    expect((await claim(first, coupon.id)).body.code).toBe("coupon_already_claimed");

    // Step 4: the collector cannot cash out without a verified phone of their own.
    const card = await addCard(api, collector, "4111111111111111", {
      bank_name: "中国银行",
      exp_year: nextYear,
    });
    const withdraw = await api("POST", "/api/wallet/withdraw", {
      token: collector.token,
      json: { amount: 5, card_id: card },
    });
    expect([withdraw.status, withdraw.body.code]).toEqual([403, "phone_not_verified"]);
    expect(
      (await api("GET", `/api/customer_balances/${collector.id}/balance`, { token: collector.token })).body,
    ).toMatchObject({ balance: 5, withdrawable: 5 });

    // One coupon was paid out of promotions, not ten.
    expect((await promotionsPaidFen()) - paidBefore).toBe(500);
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });

  it("a verified phone belongs to one account, also when two accounts verify it at the same moment", async () => {
    const sim = uniqueMobile();
    const a = await createUser(api, "race_a");
    const b = await createUser(api, "race_b");
    for (const user of [a, b]) {
      expect((await savePhone(user, sim)).status).toBe(200);
      expect((await sendCode(user, sim)).status).toBe(200); // nobody holds it yet: both get a code
    }
    const codes = [await devCode(a), await devCode(b)];
    const results = await Promise.all(
      [a, b].map((user, i) =>
        api("POST", "/api/auth/verify-phone-code", {
          token: user.token,
          json: { country: "+86", phone: sim, code: codes[i] },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe("phone_in_use");
    const [row] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from users where verified_phone = ${`+86${sim}`} and is_phone_verified`,
    );
    expect(row?.n).toBe(1);
  });

  it("withdrawing needs a verified phone; with one the same request goes through", async () => {
    const publisher = await createUser(api, "pub");
    await fundWallet(server.app, publisher.id, 20);
    const earner = await createUser(api, "earner");
    await payBonusTo(api, publisher, earner, 20);
    const card = await addCard(api, earner, "4111111111111111", {
      bank_name: "中国银行",
      exp_year: nextYear,
    });
    const withdraw = () =>
      api("POST", "/api/wallet/withdraw", {
        token: earner.token,
        json: { amount: 20, card_id: card },
      });
    const refused = await withdraw();
    expect([refused.status, refused.body.code]).toEqual([403, "phone_not_verified"]);
    // A phone saved but not verified is not enough.
    expect((await savePhone(earner, uniqueMobile())).status).toBe(200);
    expect((await withdraw()).body.code).toBe("phone_not_verified");
    await verifyPhone(server.app, earner.id);
    expect((await withdraw()).status).toBe(201);
  });
});
