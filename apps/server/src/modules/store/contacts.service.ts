import type { Contact, ContactInput, ContactList } from "@ask/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  type ContactRow,
  clearOtherDefaults,
  deleteUserContact,
  insertContact,
  lockUserRow,
  selectUserContacts,
  updateUserContact,
  userContact,
} from "./contacts.queries.js";

type Input = z.output<typeof ContactInput>;

export const contactNotFound = () => new AppError(404, "contact_not_found", "This contact does not exist");

const present = (row: ContactRow): Contact => ({
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
  const { rows, total } = await selectUserContacts(db, callerId, {
    skip: (query.page - 1) * query.page_size,
    limit: query.page_size,
  });
  return { items: rows.map(present), total, page: query.page, page_size: query.page_size };
}

/*
 * lockUserRow serializes the caller's contact writes (a lock on their user row), so that two
 * requests making different contacts the default cannot both pass and trip the one-default unique index.
 */

const fields = (input: Input) => ({
  name: input.name,
  phone: input.phone,
  address: input.address,
  isDefault: input.is_default,
});

export async function createContact(db: Db, callerId: number, input: Input): Promise<Contact> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockUserRow(tx, callerId);
    if (input.is_default) await clearOtherDefaults(tx, callerId, null);
    const row = await insertContact(tx, callerId, fields(input));
    if (!row) throw new Error("contact not stored");
    return present(row);
  });
}

/** Edits one of the caller's contacts; someone else's is 404. */
export async function updateContact(db: Db, callerId: number, id: number, input: Input): Promise<Contact> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockUserRow(tx, callerId);
    if (input.is_default) await clearOtherDefaults(tx, callerId, id);
    const row = await updateUserContact(tx, callerId, id, fields(input));
    if (!row) throw contactNotFound();
    return present(row);
  });
}

export async function deleteContact(db: Db, callerId: number, id: number): Promise<void> {
  if (!(await deleteUserContact(db, callerId, id))) throw contactNotFound();
}

/** One of the caller's contacts (for an order's delivery snapshot). */
export async function ownContact(tx: Pick<Db, "select">, callerId: number, id: number) {
  const row = await userContact(tx, callerId, id);
  if (!row) throw contactNotFound();
  return row;
}
