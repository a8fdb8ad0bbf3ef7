import { type AnyPgColumn, integer, serial, timestamp } from "drizzle-orm/pg-core";
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
