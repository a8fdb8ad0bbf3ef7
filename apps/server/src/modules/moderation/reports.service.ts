import type { Report, ReportGroup, ReportQueue, ReportRequest, ReportTargetType } from "@ask/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { comments, questions } from "../../db/schema/index.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { selectParticipants } from "../conversations/conversations.queries.js";
import { visibleTo } from "../questions/visibility.js";
import { readTarget, type TargetView } from "./content-targets.js";
import { insertReport, queueRows, type ReporterRow, reportersOf } from "./reports.queries.js";

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Whether the reporter can see the question (or the answer's question) the way a reader does. */
async function questionVisible(db: Db, type: "question" | "comment", id: number, viewerId: number) {
  const query = db.select({ id: questions.id }).from(questions);
  const rows =
    type === "question"
      ? await query.where(and(eq(questions.id, id), visibleTo(viewerId)))
      : await query
          .innerJoin(comments, eq(comments.questionId, questions.id))
          .where(and(eq(comments.id, id), visibleTo(viewerId)));
  return rows.length > 0;
}

/**
 * What a reporter may report: what they can see. Content under moderation, deleted, or in a question
 * they cannot read is 404 (the same answer as for something that does not exist, so a report cannot
 * probe for hidden content); their own content or account is 400.
 */
async function reportableTarget(
  db: Db,
  reporterId: number,
  type: ReportTargetType,
  id: number,
): Promise<TargetView> {
  const target = await readTarget(db, type, id);
  const what = type === "user" ? "User" : "Content";
  if (!target || target.gone || target.moderation !== null) throw notFound(what);
  if ((type === "question" || type === "comment") && !(await questionVisible(db, type, id, reporterId))) {
    throw notFound(what);
  }
  // A private conversation is reported by one of its two participants only (about the other one).
  if (type === "conversation") {
    const c = await selectParticipants(db, id);
    if (!c || (c.starterId !== reporterId && c.peerId !== reporterId)) throw notFound(what);
    return target;
  }
  if (target.authorId === reporterId) {
    throw new AppError(400, "cannot_report_own", "You cannot report your own content or account");
  }
  return target;
}

/** POST /reports: one open report per reporter and target (a second one is 409 report_exists). */
export async function createReport(db: Db, reporterId: number, input: ReportRequest): Promise<Report> {
  await reportableTarget(db, reporterId, input.target_type, input.target_id);
  const row = await insertReport(db, {
    reporterId,
    targetType: input.target_type,
    targetId: input.target_id,
    reason: input.reason,
    note: input.note ? input.note : null,
  });
  if (!row) throw new AppError(409, "report_exists", "You have already reported this; it is being reviewed");
  return {
    id: row.id,
    target_type: row.targetType as ReportTargetType,
    target_id: row.targetId,
    reason: row.reason as Report["reason"],
    note: row.note,
    status: "open",
    created_at: row.createdAt.toISOString(),
  };
}

const presentContent = (target: TargetView | null): ReportGroup["content"] =>
  target
    ? {
        title: target.title,
        excerpt: target.excerpt,
        author_id: target.authorId,
        author_name: target.authorName,
        moderation: target.moderation,
        moderation_note: target.moderationNote,
        link: target.gone ? null : target.link,
        created_at: target.createdAt,
        exists: !target.gone,
      }
    : {
        title: "",
        excerpt: "",
        author_id: null,
        author_name: null,
        moderation: null,
        moderation_note: null,
        link: null,
        created_at: null,
        exists: false,
      };

const presentReporter = (r: ReporterRow) => ({
  report_id: sqlNumber(r.report_id),
  reporter_id: sqlNumber(r.reporter_id),
  reporter_name: r.reporter_name,
  reason: r.reason,
  note: r.note,
  created_at: new Date(r.created_at).toISOString(),
});

/**
 * GET /admin/reports: one page of targets with their content (as it is now, whatever its state) and
 * reporters. Decided groups list the reporters of that decision.
 */
export async function reportQueue(
  db: Db,
  q: {
    status: "open" | "dismissed" | "actioned";
    target_type?: ReportTargetType | undefined;
    limit: number;
    offset: number;
  },
): Promise<ReportQueue> {
  const rows = await queueRows(db, {
    status: q.status,
    targetType: q.target_type,
    limit: q.limit,
    offset: q.offset,
  });
  const targets = rows.map((r) => ({ type: r.target_type, id: sqlNumber(r.target_id) }));
  const reporters = await reportersOf(db, q.status, targets);
  const items: ReportGroup[] = [];
  for (const row of rows) {
    const id = sqlNumber(row.target_id);
    const target = await readTarget(db, row.target_type, id);
    // A target decided twice has two groups: each lists the reports of its own decision.
    const mine = reporters.filter(
      (r) =>
        r.target_type === row.target_type &&
        sqlNumber(r.target_id) === id &&
        iso(r.resolved_at) === iso(row.resolved_at),
    );
    items.push({
      target_type: row.target_type,
      target_id: id,
      report_id: row.report_id === null ? null : sqlNumber(row.report_id),
      reports_count: sqlNumber(row.reports_count),
      first_reported_at: sqlNumber(row.reports_count) > 0 ? iso(row.first_at) : null,
      content: presentContent(target),
      reporters: mine.map(presentReporter),
      action: row.action,
      resolved_by_name: row.resolved_by_name,
      resolution_note: row.resolution_note,
    });
  }
  return { items, total: sqlNumber(rows[0]?.total) };
}
