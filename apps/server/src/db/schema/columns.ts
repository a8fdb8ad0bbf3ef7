import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** Column shapes most tables share (the arguments are SQL column names). */

/** The usual surrogate key: `id serial primary key`. */
export const serialId = () => serial("id").primaryKey();

/** A point in time, with time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: `created_at timestamptz not null default now()`. */
export const createdAt = () => timestampTz("created_at").notNull().defaultNow();

/** When the row last changed, set by the writer: `updated_at timestamptz not null default now()`. */
export const updatedAt = () => timestampTz("updated_at").notNull().defaultNow();

/** A required reference to another table's row. */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** A required reference to a user (the owner, author, buyer…). */
export const userRef = (name = "user_id") => requiredRef(name, () => users.id);

/**
 * Moderation state of user content (issue 17): `moderation` is null while published, else
 * `pending` (held for review: a review word, or waiting for a moderator), `hidden` (hidden by a
 * moderator) or `rejected` (failed review); only the author and moderators see such a row.
 * `moderation_note` is the reason shown to the author. The CHECK names live in each table.
 */
export const moderationColumns = () => ({
  moderation: text("moderation"),
  moderationNote: text("moderation_note"),
});

/** The states `moderation` may hold (null: published). */
export const MODERATION_STATES_SQL = "('pending','hidden','rejected')";

/** Content held for review, oldest first: the moderation queue lists it beside the reports. */
export const heldIndex = (table: string, t: { createdAt: AnyPgColumn; moderation: AnyPgColumn }) =>
  index(`${table}_held_idx`).on(t.createdAt).where(sql`${t.moderation} = 'pending'`);
