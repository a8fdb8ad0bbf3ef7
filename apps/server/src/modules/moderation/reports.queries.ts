import type { ModerationAction, ReportReason, ReportTargetType } from "@ask/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric } from "../../db/rows.js";
import { reports } from "../../db/schema/index.js";
import { type ContentType, heldContentSql } from "./content-targets.js";

type Reader = Pick<Db, "execute">;

/**
 * Files a report; null when the reporter already has an open one on this target (the partial unique
 * index decides, so two concurrent clicks file one report).
 */
export async function insertReport(
  db: Pick<Db, "insert">,
  values: {
    reporterId: number;
    targetType: ReportTargetType;
    targetId: number;
    reason: ReportReason;
    note: string | null;
  },
) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function reportById(db: Pick<Db, "select">, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row ?? null;
}

/**
 * Closes every open report of a target with the decision; returns the reporters to tell. Only open
 * reports move (WHERE status = 'open'), so a report is decided once.
 */
export async function closeOpenReports(
  tx: Pick<Db, "update">,
  target: { type: ReportTargetType; id: number },
  decision: { action: ModerationAction; actorId: number; note: string },
): Promise<{ id: number; reporterId: number }[]> {
  const actioned = decision.action !== "dismiss" && decision.action !== "approve";
  return tx
    .update(reports)
    .set({
      status: actioned ? "actioned" : "dismissed",
      action: decision.action,
      resolvedBy: decision.actorId,
      resolvedAt: new Date(),
      resolutionNote: decision.note || null,
    })
    .where(
      and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, "open")),
    )
    .returning({ id: reports.id, reporterId: reports.reporterId });
}

export interface QueueRow {
  target_type: ReportTargetType;
  target_id: SqlNumeric;
  report_id: SqlNumeric | null;
  reports_count: SqlNumeric;
  first_at: string | Date | null;
  action: ModerationAction | null;
  resolved_by_name: string | null;
  resolution_note: string | null;
  resolved_at: string | Date | null;
  total: SqlNumeric;
}

/**
 * One page of the queue, grouped by target. Open: targets with open reports, most reported first, then
 * oldest first; and content held for review that nobody reported. Decided: one group per decision,
 * newest first.
 */
export async function queueRows(
  db: Reader,
  q: {
    status: "open" | "dismissed" | "actioned";
    targetType?: ReportTargetType | undefined;
    limit: number;
    offset: number;
  },
): Promise<QueueRow[]> {
  const type = q.targetType ? sql`and r.target_type = ${q.targetType}` : sql``;
  if (q.status === "open") {
    const held =
      q.targetType === "user"
        ? sql``
        : sql`union all select h.target_type, h.target_id, null::int, 0, h.first_at
            from (${heldContentSql(q.targetType as ContentType | undefined)}) h`;
    return queryRows<QueueRow>(
      db,
      sql`select g.*, null::text as action, null::text as resolved_by_name, null::text as resolution_note,
          null::timestamptz as resolved_at, count(*) over () as total
        from (
          select r.target_type, r.target_id, min(r.id) as report_id, count(*) as reports_count,
            min(r.created_at) as first_at
          from reports r where r.status = 'open' ${type} group by r.target_type, r.target_id
          ${held}
        ) g (target_type, target_id, report_id, reports_count, first_at)
        order by g.reports_count desc, g.first_at, g.target_id
        limit ${q.limit} offset ${q.offset}`,
    );
  }
  return queryRows<QueueRow>(
    db,
    sql`select r.target_type, r.target_id, min(r.id) as report_id, count(*) as reports_count,
        min(r.created_at) as first_at, r.action, u.username as resolved_by_name, r.resolution_note,
        r.resolved_at, count(*) over () as total
      from reports r left join users u on u.id = r.resolved_by
      where r.status = ${q.status} ${type}
      group by r.target_type, r.target_id, r.action, r.resolved_at, u.username, r.resolution_note
      order by r.resolved_at desc, min(r.id) desc
      limit ${q.limit} offset ${q.offset}`,
  );
}

export interface ReporterRow {
  report_id: SqlNumeric;
  target_type: ReportTargetType;
  target_id: SqlNumeric;
  reporter_id: SqlNumeric;
  reporter_name: string;
  reason: ReportReason;
  note: string | null;
  created_at: string | Date;
  resolved_at: string | Date | null;
}

/** The reporters of the given report groups (the first report id of each group and its siblings). */
export async function reportersOf(
  db: Reader,
  status: "open" | "dismissed" | "actioned",
  targets: { type: ReportTargetType; id: number }[],
): Promise<ReporterRow[]> {
  if (targets.length === 0) return [];
  const pairs = sql.join(
    targets.map((t) => sql`(${t.type}::text, ${t.id}::int)`),
    sql`, `,
  );
  return queryRows<ReporterRow>(
    db,
    sql`select r.id as report_id, r.target_type, r.target_id, r.reporter_id, u.username as reporter_name,
        r.reason, r.note, r.created_at, r.resolved_at
      from reports r join users u on u.id = r.reporter_id
      where r.status = ${status} and (r.target_type, r.target_id) in (${pairs})
      order by r.created_at, r.id`,
  );
}
