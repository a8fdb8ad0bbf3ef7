import type { Db } from "../../db/client.js";
import { writeLocalizedMessage } from "../messages/notify.js";
import { messageTemplates } from "../messages/template-file.js";
import banMessages from "../messages/templates/ban.json" with { type: "json" };

/**
 * The messages a banned or unbanned user receives, in their language (the texts are in
 * modules/messages/templates/ban.json). Placeholders: {reason} the moderator's reason, {until} the end of
 * the ban as `YYYY-MM-DD HH:mm UTC`.
 */
export const BAN_MESSAGE_TEMPLATES = messageTemplates("messages/templates/ban.json", banMessages);

export type BanMessageKind = keyof typeof BAN_MESSAGE_TEMPLATES;

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export async function notifyBan(
  tx: Pick<Db, "select" | "insert">,
  userId: number,
  ban: { reason: string; until: Date | null } | null,
): Promise<void> {
  const kind: BanMessageKind = !ban
    ? "account_unbanned"
    : ban.until
      ? "account_banned_until"
      : "account_banned";
  await writeLocalizedMessage(tx, userId, kind, BAN_MESSAGE_TEMPLATES[kind], async () => ({
    reason: ban?.reason ?? "",
    until: ban?.until ? utc(ban.until) : "",
  }));
}
