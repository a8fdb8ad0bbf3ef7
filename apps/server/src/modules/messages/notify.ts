import { DEFAULT_LOCALE, formatFen, LOCALES, type Locale } from "@ask/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { messages, users } from "../../db/schema/index.js";
import { MESSAGE_TEMPLATES, type MessageKind } from "./templates.js";

type Tx = Pick<Db, "select" | "insert">;
type Template = Record<Locale, { title: string; content: string }>;

/**
 * Writes a system message of `kind` from `template` in the recipient's language, each `{name}` of the
 * texts replaced by `placeholders(lang)[name]` (a function: some values, such as a channel's name,
 * depend on the language). Call it inside the transaction of the event that causes it, so the message
 * exists exactly when the event does.
 */
export async function writeLocalizedMessage(
  tx: Tx,
  userId: number,
  kind: string,
  template: Template,
  placeholders: (lang: Locale) => Record<string, string> | Promise<Record<string, string>>,
): Promise<void> {
  const [user] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  const lang: Locale = LOCALES.includes(user?.lang as Locale) ? (user?.lang as Locale) : DEFAULT_LOCALE;
  const values = await placeholders(lang);
  const fill = (text: string) =>
    Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, value), text);
  const { title, content } = template[lang];
  await tx.insert(messages).values({ userId, kind, title: fill(title), content: fill(content) });
}

/** A system message about a question or a payment (templates.ts) in the recipient's language. */
export async function notify(
  tx: Tx,
  userId: number,
  kind: MessageKind,
  params: { title: string; amountFen?: number; name?: string },
): Promise<void> {
  await writeLocalizedMessage(tx, userId, kind, MESSAGE_TEMPLATES[kind], () => ({
    title: params.title,
    amount: formatFen(params.amountFen ?? 0),
    name: params.name ?? "",
  }));
}
