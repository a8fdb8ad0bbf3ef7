import type { AuditAction, AuditTargetType } from "@ask/contracts";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { auditLog, users } from "../../db/schema/index.js";

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | string;
  note?: string | null | undefined;
  detail?: Record<string, unknown>;
}

/**
 * Appends one entry. Call it inside the transaction of the action it records, so that the action and
 * its entry commit together or not at all.
 */
export async function appendAudit(tx: Pick<Db, "insert">, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    note: entry.note ?? null,
    detail: entry.detail ?? {},
  });
}

export interface AuditFilter {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  targetType?: AuditTargetType | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
  limit: number;
}

/** Newest first, by keyset (`before` = the last id of the previous page), with the actor's name. */
export async function selectAuditEntries(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType !== undefined) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from !== undefined) conditions.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(auditLog.createdAt, new Date(filter.to)));
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  return db
    .select({ entry: auditLog, actorName: users.username })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}
