import type { FastifyInstance } from "fastify";
import type { ListingLifecycleConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { reportingJob } from "../../lib/polling-job.js";
import { writeLocalizedMessage } from "../messages/notify.js";
import { messageTemplates } from "../messages/template-file.js";
import listingTexts from "../messages/templates/listings.json" with { type: "json" };
import * as q from "./listing-expiry.queries.js";
import { dayIn, LISTING_TABLES, type StoredKind } from "./listing-kinds.js";

/** The owner's messages: "expires soon" and "expired" (templates/listings.json). */
const TEMPLATES = messageTemplates("messages/templates/listings.json", listingTexts);

/** Where the owner renews or relists it (the web's detail pages). */
const DETAIL_PATHS: Record<StoredKind, string> = {
  housing: "/houseDetail",
  sale: "/saleDetail",
  housekeeping: "/housekeepingDetail",
  job: "/jobDetail",
};

/** listing_views rows older than this many days are deleted (only today's row decides a count). */
export const VIEW_DAYS_KEPT = 2;

export interface ExpiryTick {
  reminded: number;
  expired: number;
  pruned: number;
}

/**
 * One pass of the listing expiry job at `now`: tells the owners of active listings expiring within the
 * reminder window (once: expiry_reminded_at), expires the active listings whose time has come and tells
 * their owners, and prunes old listing_views rows. Each batch is one transaction whose rows are taken
 * with FOR UPDATE SKIP LOCKED and changed in the same statement, so processes running it together
 * never remind or expire a listing twice; the message is written in that transaction.
 */
export async function listingExpiryTick(
  db: Db,
  config: ListingLifecycleConfig,
  now: Date = new Date(),
  batch = 50,
): Promise<ExpiryTick> {
  const result: ExpiryTick = { reminded: 0, expired: 0, pruned: 0 };
  for (const [kind, table] of Object.entries(LISTING_TABLES) as [StoredKind, typeof LISTING_TABLES.sale][]) {
    if (config.reminderDays > 0) {
      result.reminded += await drain(
        db,
        batch,
        (tx) => q.claimReminders(tx, table, now, config.reminderDays, batch),
        (tx, row) =>
          writeLocalizedMessage(
            tx,
            row.owner_id,
            "listing_expiring",
            TEMPLATES.listing_expiring,
            () => ({ title: row.title, date: dayIn(new Date(row.expires_at)) }),
            `${DETAIL_PATHS[kind]}?id=${row.id}`,
          ),
      );
    }
    result.expired += await drain(
      db,
      batch,
      (tx) => q.claimExpired(tx, table, now, batch),
      (tx, row) =>
        writeLocalizedMessage(
          tx,
          row.owner_id,
          "listing_expired",
          TEMPLATES.listing_expired,
          () => ({ title: row.title }),
          `${DETAIL_PATHS[kind]}?id=${row.id}`,
        ),
    );
  }
  const keepFrom = dayIn(new Date(now.getTime() - VIEW_DAYS_KEPT * 86_400_000));
  result.pruned = await q.pruneViews(db, keepFrom);
  return result;
}

/** Claims and handles batches until none is left; returns how many rows were handled. */
async function drain(
  db: Db,
  batch: number,
  claim: (tx: Db) => Promise<q.ClaimedListing[]>,
  handle: (tx: Db, row: q.ClaimedListing) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await claim(tx as unknown as Db);
      for (const row of rows) await handle(tx as unknown as Db, row);
      return rows.length;
    });
    total += n;
    if (n < batch) return total;
  }
}

/** Runs the expiry pass periodically in this process (the database coordinates processes). */
export const startListingExpiryJob = reportingJob({
  name: "listing expiry",
  pass: (app: FastifyInstance) => listingExpiryTick(app.db, app.config.listings),
  fields: (done) => (done.reminded || done.expired ? done : null),
  message: "listing expiry reminders and expiries",
});
