import { DEFAULT_LOCALE, formatFen, LOCALES, type Locale } from "@ask/contracts";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, sqlIdList } from "../../db/rows.js";
import { messages, users } from "../../db/schema/index.js";
import { MESSAGE_TEMPLATES, type MessageKind } from "./templates.js";

type Tx = Pick<Db, "select" | "insert">;
type GroupTx = Pick<Db, "select" | "insert" | "update" | "execute">;
type Template = Record<Locale, { title: string; content: string }>;
type Placeholders = (lang: Locale) => Record<string, string> | Promise<Record<string, string>>;

/** A repeated event's message stays one message for this long (while it is unread). */
export const MESSAGE_GROUP_WINDOW_MINUTES = 60;

/** In-app paths of what a message is about; the web shows them as a button (features/messages). */
export const messageLinks = {
  question: (questionId: number) => `/question?id=${questionId}`,
  answer: (questionId: number, commentId: number) => `/question?id=${questionId}#comment-${commentId}`,
  withdrawals: () => "/wallet/rechargeRecorde?kind=withdraw",
  balanceLog: () => "/wallet/balanceLogs",
  orders: () => "/orders",
  wallet: () => "/userCenter?tab=wallet",
};

async function recipientLang(tx: Tx, userId: number): Promise<Locale> {
  const [user] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  return LOCALES.includes(user?.lang as Locale) ? (user?.lang as Locale) : DEFAULT_LOCALE;
}

function filler(values: Record<string, string>) {
  return (text: string) =>
    Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, value), text);
}

/**
 * Writes a system message of `kind` from `template` in the recipient's language, each `{name}` of the
 * texts replaced by `placeholders(lang)[name]` (a function: some values, such as a channel's name,
 * depend on the language), with `link`: the in-app path of what it is about. Call it inside the
 * transaction of the event that causes it, so the message exists exactly when the event does.
 */
export async function writeLocalizedMessage(
  tx: Tx,
  userId: number,
  kind: string,
  template: Template,
  placeholders: Placeholders,
  link: string | null = null,
): Promise<void> {
  const lang = await recipientLang(tx, userId);
  const fill = filler(await placeholders(lang));
  const { title, content } = template[lang];
  await tx.insert(messages).values({ userId, kind, title: fill(title), content: fill(content), link });
}

/**
 * A message of a repeated event (a new answer to the same question): while the recipient's last
 * message of the same `groupKey` is unread and less than an hour old, it is updated — its count goes
 * up and its texts become `many` (with `{count}`) — instead of a new message being inserted. Once it
 * is read, or an hour after it was first written, the next event starts a new message.
 *
 * Race-safe across processes: a transaction-scoped advisory lock on (recipient, key) makes concurrent
 * events of one group take turns, so each either sees the other's committed message or inserts the
 * first; the update only applies while the message is still unread (a concurrent "read" wins and the
 * event inserts a new message). Setting is_read (to false) in the update fires the messages trigger,
 * so the recipient's open app refreshes the list.
 */
export async function writeGroupedMessage(
  tx: GroupTx,
  userId: number,
  kind: string,
  groupKey: string,
  templates: { one: Template; many: Template },
  placeholders: Placeholders,
  link: string | null = null,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, hashtext(${groupKey}))`);
  const [open] = await tx
    .select({ id: messages.id, count: messages.groupCount })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.groupKey, groupKey),
        eq(messages.isRead, false),
        gt(messages.createdAt, sql`now() - make_interval(mins => ${MESSAGE_GROUP_WINDOW_MINUTES})`),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1)
    .for("update");
  const lang = await recipientLang(tx, userId);
  if (open) {
    const count = open.count + 1;
    const fill = filler({ ...(await placeholders(lang)), count: String(count) });
    const { title, content } = templates.many[lang];
    const updated = await tx
      .update(messages)
      .set({
        groupCount: count,
        title: fill(title),
        content: fill(content),
        isRead: false,
        updatedAt: sql`now()`,
      })
      .where(and(eq(messages.id, open.id), eq(messages.isRead, false)))
      .returning({ id: messages.id });
    if (updated.length) return;
  }
  const fill = filler({ ...(await placeholders(lang)), count: "1" });
  const { title, content } = templates.one[lang];
  await tx
    .insert(messages)
    .values({ userId, kind, title: fill(title), content: fill(content), link, groupKey });
}

/** What a question or payment message says (notify, notifyAll). */
type NotifyParams = {
  title: string;
  amountFen?: number;
  name?: string;
  reason?: string;
  link?: string | null;
};

/** The templates' placeholders of a question or payment message. */
const notifyPlaceholders = (params: NotifyParams) => ({
  title: params.title,
  amount: formatFen(params.amountFen ?? 0),
  name: params.name ?? "",
  reason: params.reason ?? "",
});

/** A system message about a question or a payment (templates.ts) in the recipient's language. */
export async function notify(tx: Tx, userId: number, kind: MessageKind, params: NotifyParams): Promise<void> {
  await writeLocalizedMessage(
    tx,
    userId,
    kind,
    MESSAGE_TEMPLATES[kind],
    () => notifyPlaceholders(params),
    params.link ?? null,
  );
}

/** One message of notifyAll: the same arguments notify takes. */
export interface Notification {
  userId: number;
  kind: MessageKind;
  params: NotifyParams;
}

/**
 * Many notify() calls at once (set-based settlement): the same messages, texts and links, written in
 * the given order with two statements in all — the recipients' languages in one read, the messages in
 * one INSERT (the messages trigger still signals each recipient at commit).
 */
export async function notifyAll(tx: Pick<Db, "execute">, list: Notification[]): Promise<void> {
  if (!list.length) return;
  const userIds = [...new Set(list.map((n) => n.userId))];
  const langs = new Map<number, Locale>();
  const rows = await queryRows<{ id: number; lang: string | null }>(
    tx,
    sql`select id, lang from users where id in ${sqlIdList(userIds)}`,
  );
  for (const row of rows)
    if (LOCALES.includes(row.lang as Locale)) langs.set(Number(row.id), row.lang as Locale);
  const values = list.map((n, ord) => {
    const lang = langs.get(n.userId) ?? DEFAULT_LOCALE;
    const fill = filler(notifyPlaceholders(n.params));
    const { title, content } = MESSAGE_TEMPLATES[n.kind][lang];
    return {
      ord,
      userId: n.userId,
      kind: n.kind,
      title: fill(title),
      content: fill(content),
      link: n.params.link ?? null,
    };
  });
  await tx.execute(
    sql`insert into messages (user_id, kind, title, content, link)
      select "userId", kind, title, content, link
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as m(ord int, "userId" int, kind text, title text, content text, link text)
        order by ord`,
  );
}
