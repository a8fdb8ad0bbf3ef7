import type { Locale } from "@ask/contracts";
import { MESSAGE_TEMPLATES } from "../../messages/templates.js";
import { insertSystemMessage } from "../verification.queries.js";
import type { DeliveryDeps } from "./deps.js";

/**
 * Development delivery (no SMTP or SMS service configured): the code goes to the server log and to
 * the user's system messages, both clearly marked, so a developer can finish the flow locally.
 */
export async function deliverToDevInbox(
  deps: DeliveryDeps,
  d: {
    marker: "[dev email]" | "[dev sms]";
    userId: number;
    lang: Locale;
    target: string;
    code: string;
    link?: string;
  },
): Promise<void> {
  deps.log.info(
    { userId: d.userId, to: d.target },
    `${d.marker} verification code ${d.code} for ${d.target}${d.link ? ` — link: ${d.link}` : ""}`,
  );
  const template = MESSAGE_TEMPLATES.verification_code_dev[d.lang];
  const content = template.content.replaceAll("{target}", d.target).replaceAll("{code}", d.code);
  await insertSystemMessage(deps.db, {
    userId: d.userId,
    kind: "verification_code_dev",
    title: template.title,
    content: d.link ? `${content}\n${d.link}` : content,
  });
}
