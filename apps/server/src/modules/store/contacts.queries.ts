import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { tablePage } from "../../db/rows.js";
import { contacts } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;
export type ContactRow = typeof contacts.$inferSelect;
type ContactFields = Pick<typeof contacts.$inferInsert, "name" | "phone" | "address" | "isDefault">;

/** The contact `id` if it is the user's. */
const ownContact = (userId: number, id: number) => and(eq(contacts.id, id), eq(contacts.userId, userId));

/** One page of the user's contacts (the default first, then the newest) and how many there are. */
export function selectUserContacts(db: Reader, userId: number, page: { skip: number; limit: number }) {
  const defaultThenNewest = [desc(contacts.isDefault), desc(contacts.id)];
  return tablePage(db, contacts, eq(contacts.userId, userId), defaultThenNewest, page);
}

/** Locks the user's row (serializes their contact writes). */
export async function lockUserRow(tx: Pick<Db, "execute">, userId: number) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** Clears the default flag on the user's contacts, except on `keepId`. */
export async function clearOtherDefaults(tx: Pick<Db, "update">, userId: number, keepId: number | null) {
  await tx
    .update(contacts)
    .set({ isDefault: false })
    .where(
      and(
        eq(contacts.userId, userId),
        eq(contacts.isDefault, true),
        keepId === null ? undefined : ne(contacts.id, keepId),
      ),
    );
}

export async function insertContact(tx: Pick<Db, "insert">, userId: number, fields: ContactFields) {
  const [row] = await tx
    .insert(contacts)
    .values({ userId, ...fields })
    .returning();
  return row;
}

/** Updates the user's contact; undefined when the user has no such contact. */
export async function updateUserContact(
  tx: Pick<Db, "update">,
  userId: number,
  id: number,
  fields: ContactFields,
) {
  const [row] = await tx.update(contacts).set(fields).where(ownContact(userId, id)).returning();
  return row;
}

/** Deletes the user's contact; false when the user has no such contact. */
export async function deleteUserContact(
  db: Pick<Db, "delete">,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db.delete(contacts).where(ownContact(userId, id)).returning({ id: contacts.id });
  return deleted.length > 0;
}

export async function userContact(db: Reader, userId: number, id: number): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(ownContact(userId, id));
  return row;
}
