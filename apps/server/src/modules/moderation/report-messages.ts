import type { ModerationAction } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { writeLocalizedMessage } from "../messages/notify.js";
import { messageTemplates } from "../messages/template-file.js";
import reportMessages from "../messages/templates/reports.json" with { type: "json" };
import type { TargetView } from "./content-targets.js";

/**
 * The messages of a moderation decision, in each recipient's language (texts in
 * modules/messages/templates/reports.json): each reporter learns whether action was taken; the author of
 * hidden, rejected or approved content learns it, with the moderator's note as the reason.
 */
export const REPORT_MESSAGE_TEMPLATES = messageTemplates("messages/templates/reports.json", reportMessages);

type Tx = Pick<Db, "select" | "insert">;

const shortTitle = (title: string) => (title.length > 60 ? `${title.slice(0, 59)}…` : title);

export async function notifyReporters(
  tx: Tx,
  reporterIds: number[],
  target: TargetView,
  action: ModerationAction,
): Promise<void> {
  const taken = action === "hide" || action === "reject" || action === "ban_user";
  const kind = taken ? "report_actioned" : "report_dismissed";
  for (const reporterId of new Set(reporterIds)) {
    await writeLocalizedMessage(tx, reporterId, kind, REPORT_MESSAGE_TEMPLATES[kind], async () => ({
      title: shortTitle(target.title),
    }));
  }
}

/** Tells the author what happened to their content (nothing for a dismissal: nothing changed). */
export async function notifyAuthor(
  tx: Tx,
  target: TargetView,
  outcome: "content_hidden" | "content_rejected" | "content_approved",
  note: string,
): Promise<void> {
  await writeLocalizedMessage(
    tx,
    target.authorId,
    outcome,
    REPORT_MESSAGE_TEMPLATES[outcome],
    async () => ({ title: shortTitle(target.title), note }),
    target.link,
  );
}
