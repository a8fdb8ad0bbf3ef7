import { type AnyPgColumn, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { requiredRef, serialId } from "./columns.js";

export type LocalizedNames = Record<string, string>;

export const channels = pgTable("channels", {
  id: serialId(),
  key: text("key").notNull().unique(),
  icon: text("icon").notNull(),
  sort: integer("sort").notNull().default(0),
  i18n: jsonb("i18n").$type<LocalizedNames>().notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: serialId(),
    key: text("key").notNull().unique(),
    channelId: requiredRef("channel_id", () => channels.id),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id),
    sort: integer("sort").notNull().default(0),
    i18n: jsonb("i18n").$type<LocalizedNames>().notNull(),
  },
  (t) => [index("categories_channel_idx").on(t.channelId, t.sort)],
);

export const slogans = pgTable("slogans", {
  lang: text("lang").primaryKey(),
  text: text("text").notNull(),
});

export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  currency: text("currency").notNull(),
  dialingCode: text("dialing_code").notNull(),
});
