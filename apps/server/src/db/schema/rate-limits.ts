import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.js";

/**
 * Request counters of the PostgreSQL rate-limit store (used when REDIS_URL is not set): one row per
 * route and client key, shared by every server process on the database.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestampTz("window_start").notNull(),
    /** End of the current window: the counter restarts at 1 after it (and the row may be deleted). */
    resetAt: timestampTz("reset_at").notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);
