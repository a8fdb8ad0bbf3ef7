import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { coupons } from "../../db/schema/index.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { notifyExpiringCoupons } from "./coupon-expiry.job.js";

const { server, api } = useTestServer();

const inHours = (h: number) => new Date(Date.now() + h * 3600 * 1000);

async function makeCoupon(amountFen: number, expiresAt: Date) {
  const [row] = await server.app.db
    .insert(coupons)
    .values({ code: `t-${randomUUID()}`, amountFen, description: { en: "Test coupon" }, expiresAt })
    .returning({ id: coupons.id });
  if (!row) throw new Error("coupon not stored");
  return row.id;
}

async function claim(user: TestUser, couponId: number) {
  const res = await api("POST", "/api/coupon_records/claim", {
    token: user.token,
    json: { coupon_id: couponId },
  });
  expect(res.status).toBe(201);
  return res.body.record_id as number;
}

const messagesOf = async (user: TestUser) =>
  (await api("GET", `/api/messages/user/${user.id}`, { token: user.token })).body.items as {
    kind: string;
    title: string;
    content: string;
  }[];

describe("coupon expiry notices", () => {
  it("tells the holder of an unused coupon once, in their language, shortly before it expires", async () => {
    const user = await createUser(api, "holder");
    await verifyPhone(server.app, user.id); // coupon claims need a verified phone
    await api("PUT", `/api/customers/${user.id}`, { token: user.token, json: { lang: "en" } });
    const soon = await makeCoupon(800, inHours(24));
    const later = await makeCoupon(900, inHours(24 * 10));
    const usedSoon = await makeCoupon(300, inHours(12));
    await claim(user, soon);
    await claim(user, later);
    const usedRecord = await claim(user, usedSoon);
    expect((await api("POST", `/api/coupon_records/use/${usedRecord}`, { token: user.token })).status).toBe(
      200,
    );

    // Two processes running the job at once still send one message per coupon.
    await Promise.all([notifyExpiringCoupons(server.app.db), notifyExpiringCoupons(server.app.db)]);
    await notifyExpiringCoupons(server.app.db);

    const notices = (await messagesOf(user)).filter((m) => m.kind === "coupon_expiring");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe("Your coupon expires soon");
    expect(notices[0]?.content).toContain("¥8.00");
    expect(notices[0]?.content).toContain(inHours(24).toISOString().slice(0, 10));
  });

  it("does not tell users who have not claimed the coupon", async () => {
    const holder = await createUser(api, "holder");
    await verifyPhone(server.app, holder.id);
    const bystander = await createUser(api, "bystander");
    await claim(holder, await makeCoupon(500, inHours(5)));
    await notifyExpiringCoupons(server.app.db);
    expect((await messagesOf(bystander)).filter((m) => m.kind === "coupon_expiring")).toHaveLength(0);
    expect((await messagesOf(holder)).filter((m) => m.kind === "coupon_expiring")).toHaveLength(1);
  });
});
