import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { questions, questionUploads, uploads } from "../../db/schema/index.js";

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

/** Links uploads to the question that carries them (idempotent). */
export async function linkToQuestion(db: Db, questionId: number, uploadIds: string[]): Promise<void> {
  if (!uploadIds.length) return;
  await db
    .insert(questionUploads)
    .values(uploadIds.map((uploadId) => ({ uploadId, questionId })))
    .onConflictDoNothing();
}

/** True when the upload is carried by questions and every one of them is private. */
export async function isPrivateOnly(db: Db, uploadId: string): Promise<boolean> {
  const rows = await db
    .select({ privateOnly: sql<boolean | null>`bool_and(not ${questions.isPublic})` })
    .from(questionUploads)
    .innerJoin(questions, eq(questions.id, questionUploads.questionId))
    .where(eq(questionUploads.uploadId, uploadId));
  return rows[0]?.privateOnly === true;
}

/** Of these upload ids, the ones the owner uploaded. */
export async function ownedUploadIds(db: Db, ownerId: number, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
  return rows.map((r) => r.id);
}
