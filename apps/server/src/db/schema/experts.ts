import { integer, jsonb, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { channels } from "./catalogue.js";
import { users } from "./users.js";

/** An expert covers one channel and up to 3 of its root categories (spec 2, Expert category select). */
export const experts = pgTable("experts", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id),
  channelId: integer("channel_id").references(() => channels.id),
  categoryIds: jsonb("category_ids").$type<number[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
