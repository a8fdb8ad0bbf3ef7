import type { ModerationWords, ModerationWordsRequest } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import type { moderationWords } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { htmlToText } from "../../lib/sanitize.js";
import { appendAudit } from "./audit.queries.js";
import { skeleton, WordFilter, type WordVerdict } from "./word-filter.js";
import {
  selectWordLists,
  selectWordListsForUpdate,
  selectWordListsStamp,
  updateWordLists,
} from "./words.queries.js";

type WordListsRow = typeof moderationWords.$inferSelect;

const present = (row: WordListsRow): ModerationWords => ({
  block: row.block,
  review: row.review,
  version: row.version,
  updated_at: row.updatedAt?.toISOString() ?? null,
  updated_by: row.updatedBy,
});

export async function getWordLists(db: Db): Promise<ModerationWords> {
  return present(await selectWordLists(db));
}

/** One entry per skeleton (the first spelling given wins); words that fold to nothing are dropped. */
function distinctWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = skeleton(word);
    if (key.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const difference = (a: readonly string[], b: readonly string[]) => {
  const other = new Set(b);
  return a.filter((w) => !other.has(w));
};

/** How many changed words an audit entry lists by name (the counts are always complete). */
const AUDIT_WORDS_SHOWN = 100;

/** Replaces both lists (admin) and records the change, added and removed words, in the audit log. */
export async function setWordLists(
  db: Db,
  actorId: number,
  input: ModerationWordsRequest,
): Promise<ModerationWords> {
  const block = distinctWords(input.block);
  const blockKeys = new Set(block.map(skeleton));
  // A word on both lists is blocked: keeping it on review as well would only confuse the editor.
  const review = distinctWords(input.review).filter((w) => !blockKeys.has(skeleton(w)));
  return db.transaction(async (tx) => {
    const before = await selectWordListsForUpdate(tx);
    const row = await updateWordLists(tx, { block, review }, actorId);
    const changes = {
      block_added: difference(block, before.block),
      block_removed: difference(before.block, block),
      review_added: difference(review, before.review),
      review_removed: difference(before.review, review),
    };
    await appendAudit(tx, {
      actorId,
      action: "words_change",
      targetType: "word_list",
      targetId: 1,
      detail: {
        block_count: block.length,
        review_count: review.length,
        ...Object.fromEntries(
          Object.entries(changes).flatMap(([key, words]) => [
            [`${key}_count`, words.length],
            [key, words.slice(0, AUDIT_WORDS_SHOWN)],
          ]),
        ),
      },
    });
    return present(row);
  });
}

/**
 * The matcher, rebuilt when the lists' stamp moves. One per process, not per `db` handle: services get
 * a transaction as often as the database, and building costs far more than a check. Building is shared
 * by concurrent checks.
 */
let matcher: { stamp: string; filter: Promise<WordFilter> } | undefined;

async function currentFilter(db: Db): Promise<WordFilter> {
  const stamp = await selectWordListsStamp(db);
  if (matcher?.stamp === stamp) return matcher.filter;
  const filter = selectWordLists(db).then((row) => new WordFilter(row));
  const entry = { stamp, filter };
  matcher = entry;
  filter.catch(() => {
    if (matcher === entry) matcher = undefined;
  });
  return filter;
}

/** Fields that hold addresses of files, not words (`image_urls`, `imageUrls`, `files`, `avatar`). */
const NOT_TEXT_KEY = /(urls?|images?|files|avatar)$/i;

/**
 * Every piece of text in what a user is about to publish (strings, arrays and objects at any depth;
 * HTML as its text, so markup between letters cannot split a word), each checked on its own.
 */
function publishedTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.length > 0) out.push(value.includes("<") ? htmlToText(value) : value);
  } else if (Array.isArray(value)) {
    for (const item of value) publishedTexts(item, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!NOT_TEXT_KEY.test(key)) publishedTexts(item, out);
    }
  }
  return out;
}

/**
 * The check every write of public text makes before it stores anything: 422 `content_blocked` when a
 * blocked word is in any part (the message names neither the word nor the field, so it cannot be used
 * to probe the list); otherwise the verdict, `review` (the caller holds the content as pending, see
 * moderation-state.ts stateAfterWrite) or null. Pass the transaction when inside one.
 */
export async function assertPublishable(db: Db, ...parts: unknown[]): Promise<Exclude<WordVerdict, "block">> {
  const texts = publishedTexts(parts);
  const verdict = texts.length === 0 ? null : (await currentFilter(db)).verdict(texts);
  if (verdict === "block") {
    throw new AppError(
      422,
      "content_blocked",
      "This content cannot be published: it contains words that are not allowed",
    );
  }
  return verdict;
}
