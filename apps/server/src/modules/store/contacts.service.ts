import type { Contact, ContactInput, ContactList } from "@ask/contracts";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { contacts } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";

type Input = z.output<typeof ContactInput>;

export const contactNotFound = () => new AppError(404, "contact_not_found", "This contact does not exist");

const present = (row: typeof contacts.$inferSelect): Contact => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  address: row.address,
  is_default: row.isDefault,
});

/** The caller's delivery contacts: the default first, then the newest. */
export async function listContacts(
  db: Db,
  callerId: number,
  query: { page: number; page_size: number },
): Promise<ContactList> {
  const mine = eq(contacts.userId, callerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(mine)
      .orderBy(desc(contacts.isDefault), desc(contacts.id))
      .offset((query.page - 1) * query.page_size)
      .limit(query.page_size),
    db.select({ n: count() }).from(contacts).where(mine),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * Serializes the caller's contact writes (a lock on their user row), so that two requests making
 * different contacts the default cannot both pass and trip the one-default unique index.
 */
async function lockOwner(tx: Db, callerId: number) {
  await tx.execute(sql`select id from users where id = ${callerId} for update`);
}

async function clearOtherDefaults(tx: Db, callerId: number, keepId: number | null) {
  await tx
    .update(contacts)
    .set({ isDefault: false })
    .where(
      and(
        eq(contacts.userId, callerId),
        eq(contacts.isDefault, true),
        keepId === null ? undefined : ne(contacts.id, keepId),
      ),
    );
}

export async function createContact(db: Db, callerId: number, input: Input): Promise<Contact> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockOwner(tx, callerId);
    if (input.is_default) await clearOtherDefaults(tx, callerId, null);
    const [row] = await tx
      .insert(contacts)
      .values({
        userId: callerId,
        name: input.name,
        phone: input.phone,
        address: input.address,
        isDefault: input.is_default,
      })
      .returning();
    if (!row) throw new Error("contact not stored");
    return present(row);
  });
}

/** Edits one of the caller's contacts; someone else's is 404. */
export async function updateContact(db: Db, callerId: number, id: number, input: Input): Promise<Contact> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockOwner(tx, callerId);
    if (input.is_default) await clearOtherDefaults(tx, callerId, id);
    const [row] = await tx
      .update(contacts)
      .set({ name: input.name, phone: input.phone, address: input.address, isDefault: input.is_default })
      .where(and(eq(contacts.id, id), eq(contacts.userId, callerId)))
      .returning();
    if (!row) throw contactNotFound();
    return present(row);
  });
}

export async function deleteContact(db: Db, callerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, callerId)))
    .returning({ id: contacts.id });
  if (!deleted.length) throw contactNotFound();
}

/** One of the caller's contacts (for an order's delivery snapshot). */
export async function ownContact(tx: Pick<Db, "select">, callerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, callerId)));
  if (!row) throw contactNotFound();
  return row;
}
