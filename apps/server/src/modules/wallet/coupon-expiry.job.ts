import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { reportingJob } from "../../lib/polling-job.js";
import { notify } from "../messages/notify.js";
import { claimExpiringRecords, markExpiryNotified } from "./coupons.queries.js";

/** Holders of an unused coupon are told this long before it expires. */
export const COUPON_EXPIRY_NOTICE_HOURS = 72;

/**
 * Sends one "coupon expiring" message per claimed, unused coupon whose expiry is within the notice
 * window, marking the record in the same transaction. FOR UPDATE SKIP LOCKED lets several server
 * processes run this at once without sending a message twice. Returns how many were sent.
 */
export async function notifyExpiringCoupons(db: Db, batch = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimExpiringRecords(tx, COUPON_EXPIRY_NOTICE_HOURS, batch);
    for (const row of due) {
      await markExpiryNotified(tx, row.id);
      await notify(tx as unknown as Db, row.user_id, "coupon_expiring", {
        title: "",
        amountFen: sqlNumber(row.amount_fen),
        name: new Date(row.expires_at).toISOString().slice(0, 10),
      });
    }
    return due.length;
  });
}

/** Checks for expiring coupons periodically in this process (the database coordinates processes). */
export const startCouponExpiryJob = reportingJob({
  name: "coupon expiry notices",
  pass: (app: FastifyInstance) => notifyExpiringCoupons(app.db),
  fields: (notified) => (notified ? { notified } : null),
  message: "coupon expiry notices sent",
});
