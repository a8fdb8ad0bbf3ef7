import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";
import { startPollingJob } from "../../lib/polling-job.js";
import { notify } from "../messages/notify.js";

/** Holders of an unused coupon are told this long before it expires. */
export const COUPON_EXPIRY_NOTICE_HOURS = 72;

/**
 * Sends one "coupon expiring" message per claimed, unused coupon whose expiry is within the notice
 * window, marking the record in the same transaction. FOR UPDATE SKIP LOCKED lets several server
 * processes run this at once without sending a message twice. Returns how many were sent.
 */
export async function notifyExpiringCoupons(db: Db, batch = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{
      id: number;
      user_id: number;
      amount_fen: SqlNumeric;
      expires_at: string;
    }>(
      tx,
      sql`select r.id, r.user_id, c.amount_fen, c.expires_at
         from coupon_records r join coupons c on c.id = r.coupon_id
        where r.used_at is null and r.expiry_notified_at is null and c.active
          and c.expires_at > now() and c.expires_at <= now() + make_interval(hours => ${COUPON_EXPIRY_NOTICE_HOURS}::int)
        order by c.expires_at
        limit ${batch}
        for update of r skip locked`,
    );
    for (const row of due) {
      await tx.execute(sql`update coupon_records set expiry_notified_at = now() where id = ${row.id}`);
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
export function startCouponExpiryJob(app: FastifyInstance, intervalMs: number): () => void {
  return startPollingJob({
    name: "coupon expiry notices",
    intervalMs,
    immediate: true,
    log: app.log,
    run: async () => {
      const n = await notifyExpiringCoupons(app.db);
      if (n) app.log.info({ notified: n }, "coupon expiry notices sent");
    },
  });
}
