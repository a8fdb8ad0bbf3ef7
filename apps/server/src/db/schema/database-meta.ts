import { pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.js";

/**
 * Facts about the database itself, recorded once. `demo_content`: `seeded` when the database was
 * created with demo content, `none` when it was created without it (or already held real accounts):
 * demo content only ever goes into the first kind (db/seed/demo-policy.ts).
 */
export const databaseMeta = pgTable("database_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  recordedAt: timestampTz("recorded_at").notNull().defaultNow(),
});
