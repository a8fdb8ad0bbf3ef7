import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { channels } from "../../db/schema/index.js";
import { writeLocalizedMessage } from "../messages/notify.js";
import { messageTemplates } from "../messages/template-file.js";
import expertMessages from "../messages/templates/expert.json" with { type: "json" };

/**
 * System messages about an expert application, in the applicant's language (the texts are in
 * modules/messages/templates/expert.json). Placeholders: {channel} the channel's name in that language,
 * {reason} the administrator's reason.
 */
export const EXPERT_MESSAGE_TEMPLATES = messageTemplates("messages/templates/expert.json", expertMessages);

export type ExpertMessageKind = keyof typeof EXPERT_MESSAGE_TEMPLATES;

/** Writes the applicant's system message in their language; call it inside the decision's transaction. */
export async function notifyExpert(
  tx: Pick<Db, "select" | "insert">,
  userId: number,
  kind: ExpertMessageKind,
  params: { channelId: number | null; reason?: string },
): Promise<void> {
  await writeLocalizedMessage(tx, userId, kind, EXPERT_MESSAGE_TEMPLATES[kind], async (lang) => {
    const [channel] =
      params.channelId === null
        ? []
        : await tx.select({ i18n: channels.i18n }).from(channels).where(eq(channels.id, params.channelId));
    return { channel: channel?.i18n[lang] ?? channel?.i18n.en ?? "", reason: params.reason ?? "" };
  });
}
