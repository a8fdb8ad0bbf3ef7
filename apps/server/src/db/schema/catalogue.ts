import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";

export type LocalizedNames = Record<string, string>;

export const channels = pgTable("channels", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  icon: text("icon").notNull(),
  sort: integer("sort").notNull().default(0),
  i18n: jsonb("i18n").$type<LocalizedNames>().notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
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
