import { DEFAULT_LOCALE, formatFen, type Locale } from "@ask/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { messages, users } from "../../db/schema/index.js";
import { MESSAGE_TEMPLATES, type MessageKind } from "./templates.js";

/**
 * Writes a system message in the recipient's language. Call it inside the transaction of the event
 * that causes it, so the message exists exactly when the event does.
 */
export async function notify(
  tx: Pick<Db, "select" | "insert">,
  userId: number,
  kind: MessageKind,
  params: { title: string; amountFen?: number; name?: string },
): Promise<void> {
  const [user] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  const lang = (user?.lang as Locale | null) ?? DEFAULT_LOCALE;
  const template = MESSAGE_TEMPLATES[kind][lang] ?? MESSAGE_TEMPLATES[kind].en;
  const fill = (text: string) =>
    text
      .replaceAll("{title}", params.title)
      .replaceAll("{amount}", formatFen(params.amountFen ?? 0))
      .replaceAll("{name}", params.name ?? "");
  await tx
    .insert(messages)
    .values({ userId, kind, title: fill(template.title), content: fill(template.content) });
}
