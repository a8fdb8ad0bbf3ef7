import { describe, expect, it } from "vitest";
import { fundWallet } from "../../test/db-factories.js";
import { verifyPhone } from "../../test/phone-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser } from "../../test/user-factories.js";

const { server, api } = useTestServer();

describe("a claimed coupon's usable flag", () => {
  it("is false with the reason below_threshold while the balance is under the threshold", async () => {
    const user = await createUser(api, "threshold");
    await verifyPhone(server.app, user.id);
    const offers = await api("GET", "/api/coupons", { token: user.token });
    const withThreshold = offers.body.find((c: { threshold: number }) => c.threshold === 50);
    expect(withThreshold).toBeTruthy();
    const claimed = await api("POST", "/api/coupon_records/claim", {
      token: user.token,
      json: { coupon_id: withThreshold.id },
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({ usable: false, unusable_reason: "below_threshold" });

    const records = async () =>
      (await api("GET", "/api/coupon_records/available", { token: user.token })).body.find(
        (r: { record_id: number }) => r.record_id === claimed.body.record_id,
      );
    await fundWallet(server.app, user.id, 49.99);
    expect(await records()).toMatchObject({ usable: false, unusable_reason: "below_threshold" });
    // What the flag says is what using it does.
    const early = await api("POST", `/api/coupon_records/use/${claimed.body.record_id}`, {
      token: user.token,
    });
    expect(early.body.code).toBe("coupon_threshold_not_met");

    await fundWallet(server.app, user.id, 0.01);
    expect(await records()).toMatchObject({ usable: true, unusable_reason: null });
    const used = await api("POST", `/api/coupon_records/use/${claimed.body.record_id}`, {
      token: user.token,
    });
    expect(used.status).toBe(200);
    expect(await records()).toMatchObject({ used: true, usable: false, unusable_reason: "used" });
  });
});
