import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** A stored file. On disk it is UPLOAD_DIR/<id>.<ext>; the URL is /uploads/<id>/<original name>. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    mime: text("mime").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId)],
);
