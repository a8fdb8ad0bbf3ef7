import type { AuditAction, AuditEntry, AuditTargetType } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { type AuditFilter, selectAuditEntries } from "./audit.queries.js";

/** One page of the audit log (admin), newest first; `next_before` continues with older entries. */
export async function listAuditLog(
  db: Db,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; next_before: number | null }> {
  const rows = await selectAuditEntries(db, filter);
  const items = rows.map(({ entry, actorName }) => ({
    id: entry.id,
    actor_id: entry.actorId,
    actor_name: actorName,
    action: entry.action as AuditAction,
    target_type: entry.targetType as AuditTargetType,
    target_id: entry.targetId,
    note: entry.note,
    detail: entry.detail,
    created_at: entry.createdAt.toISOString(),
  }));
  const last = items.at(-1);
  return { items, next_before: items.length === filter.limit && last ? last.id : null };
}
