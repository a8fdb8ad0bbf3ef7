import type {
  DecideContentRequest,
  ModerationAction,
  ModerationDecision,
  ModerationState,
} from "@ask/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { questions } from "../../db/schema/index.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { currentRole } from "../../plugins/roles.js";
import { moneyTransaction } from "../wallet/ledger.js";
import { appendAudit } from "./audit.queries.js";
import { banInTransaction } from "./bans.service.js";
import { isContent, readTarget, setModeration, type TargetView } from "./content-targets.js";
import { refundHiddenQuestion } from "./refund-hidden.js";
import { notifyAuthor, notifyReporters } from "./report-messages.js";
import { closeOpenReports, reportById } from "./reports.queries.js";

type Decision = Omit<DecideContentRequest, "note"> & { note: string };

const invalid = (detail: string) => new AppError(400, "invalid_action", detail);
const nothing = () => new AppError(409, "nothing_to_decide", "There is nothing to decide for this content");

/** The state a decision leaves content in; undefined: unchanged. */
function nextState(action: ModerationAction, current: ModerationState): ModerationState | undefined {
  if (action === "hide" || action === "ban_user") return "hidden";
  if (action === "reject") return "rejected";
  if (action === "approve") return current === null ? undefined : null;
  return undefined;
}

/** Which actions fit the target: a user is dismissed or banned; content deleted by its author only dismissed or its author banned. */
function checkAction(target: TargetView, decision: Decision) {
  const removing =
    decision.action === "hide" || decision.action === "reject" || decision.action === "ban_user";
  if (removing && decision.note === "") {
    throw new AppError(400, "validation_error", "Give the reason the author will read");
  }
  if (!isContent(target.type) && decision.action !== "dismiss" && decision.action !== "ban_user") {
    throw invalid("A user is banned, not hidden: use ban_user or dismiss");
  }
  if (target.gone && decision.action !== "dismiss" && decision.action !== "ban_user") {
    throw invalid("This content was deleted by its author");
  }
}

/** What a question's escrow still holds (refunded when a moderator hides it while it is open). */
async function heldBonus(tx: Db, questionId: number): Promise<number> {
  const [row] = await tx
    .select({ bonus: questions.bonusFen, fee: questions.paidFen, settlement: questions.settlement })
    .from(questions)
    .where(eq(questions.id, questionId));
  return row && row.settlement === "open" ? row.bonus + row.fee : 0;
}

/**
 * Decides a target (moderator or administrator), in one transaction with the target's row locked, so
 * two moderators deciding at once take turns and the second sees the first's result:
 * - its state changes (hidden, rejected, published again), with the note its author reads;
 * - a hidden or rejected question's held bonus returns to its publisher (refundQuestion, once);
 * - `ban_user` also bans the author (or the reported user) with the note as the reason;
 * - every open report of the target closes with the decision, and each reporter gets a message;
 * - the author is told; the decision is appended to the audit log.
 * With `reportId` (POST /admin/reports/{id}/resolve) the report must still be open (409 report_closed).
 * Returns the decision, and the user it banned (the caller refreshes its ban registry after commit).
 */
export async function decideTarget(
  db: Db,
  actorId: number,
  decision: Decision,
  reportId?: number,
): Promise<{ decision: ModerationDecision; bannedUserId: number | null }> {
  const actorRole = await currentRole(db, actorId);
  return moneyTransaction(db, async (tx) => {
    const target = await readTarget(tx, decision.target_type, decision.target_id, true);
    if (!target) throw notFound(decision.target_type === "user" ? "User" : "Content");
    if (reportId !== undefined) {
      const report = await reportById(tx, reportId);
      if (!report) throw notFound("Report");
      if (report.status !== "open")
        throw new AppError(409, "report_closed", "This report has already been decided");
    }
    checkAction(target, decision);
    const state = isContent(target.type) ? nextState(decision.action, target.moderation) : undefined;
    const changes = state !== undefined && state !== target.moderation;
    const closed = await closeOpenReports(tx, target, {
      action: decision.action,
      actorId,
      note: decision.note,
    });
    if (!changes && closed.length === 0 && decision.action !== "ban_user") throw nothing();

    let refundedFen = 0;
    if (changes && isContent(target.type)) {
      await setModeration(tx, target.type, target.id, state, state === null ? null : decision.note);
      if (target.type === "question" && state !== null) {
        refundedFen = await heldBonus(tx, target.id);
        if (!(await refundHiddenQuestion(tx, target.id))) refundedFen = 0;
      }
      const outcome =
        state === null ? "content_approved" : state === "rejected" ? "content_rejected" : "content_hidden";
      await notifyAuthor(tx, target, outcome, decision.note);
    }
    let bannedUserId: number | null = null;
    if (decision.action === "ban_user") {
      await banInTransaction(tx, { id: actorId, role: actorRole }, target.authorId, {
        reason: decision.note,
      });
      bannedUserId = target.authorId;
    }
    await notifyReporters(
      tx,
      closed.map((r) => r.reporterId),
      target,
      decision.action,
    );
    await appendAudit(tx, {
      actorId,
      action: reportId === undefined ? "content_decide" : "report_resolve",
      targetType: target.type,
      targetId: target.id,
      note: decision.note || null,
      detail: {
        action: decision.action,
        previous: target.moderation,
        moderation: changes ? state : target.moderation,
        reports_closed: closed.length,
        refunded_fen: refundedFen,
        ...(reportId === undefined ? {} : { report_id: reportId }),
        ...(bannedUserId === null ? {} : { banned_user_id: bannedUserId }),
      },
    });
    return {
      decision: {
        target_type: target.type,
        target_id: target.id,
        action: decision.action,
        moderation: changes ? (state ?? null) : target.moderation,
        reports_resolved: closed.length,
        refunded_fen: refundedFen,
      },
      bannedUserId,
    };
  });
}

/** POST /admin/reports/{id}/resolve: decides the report's target for all its open reports. */
export async function resolveReport(
  db: Db,
  actorId: number,
  reportId: number,
  input: { action: ModerationAction; note: string },
) {
  const report = await reportById(db, reportId);
  if (!report) throw notFound("Report");
  return decideTarget(
    db,
    actorId,
    {
      target_type: report.targetType as Decision["target_type"],
      target_id: report.targetId,
      action: input.action,
      note: input.note,
    },
    reportId,
  );
}
