import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { uploads } from "../../db/schema/index.js";

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0];
}

export async function countOwnedUploads(db: Db, ownerId: number, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
  return rows.length;
}
