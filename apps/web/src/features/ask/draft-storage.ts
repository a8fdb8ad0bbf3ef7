import { BONUS_RULES } from "@ask/contracts";
import {
  deadlineProblem,
  defaultPublishValues,
  hasContent,
  type PublishFormInput,
  parseAmount,
} from "./publish-form";

/**
 * The ask form's draft in the browser (localStorage), one per user: what a user typed survives a
 * navigation, a trip to the recharge screen or a reload. Plain JSON, read back field by field against
 * the form's defaults, so a draft written by an older version of the form never breaks the current one.
 */
export const draftKey = (userId: number) => `askearn.publishDraft.${userId}`;

/** Time a change waits before it is written (a burst of typing is one write). */
export const DRAFT_SAVE_DELAY_MS = 500;

interface StoredDraft {
  v: 1;
  savedAt: number;
  values: Record<string, unknown>;
}

export interface PublishDraft {
  values: PublishFormInput;
  savedAt: Date;
}

/** Whether the form holds something worth keeping: text, a title, an amount or a file. */
export function isWorthKeeping(values: PublishFormInput): boolean {
  const record = values as Record<string, unknown>;
  const title = typeof record.title === "string" ? record.title.trim() : "";
  const amount = (text: string) => {
    const n = parseAmount(text);
    return Number.isFinite(n) && n !== 0;
  };
  return (
    hasContent(values.content) ||
    title !== "" ||
    amount(values.bonus_amount) ||
    amount(values.paid_amount) ||
    values.files.length > 0
  );
}

/** Writes the draft, or removes it when nothing is worth keeping. A full or blocked storage is ignored. */
export function saveDraft(
  storage: Storage,
  userId: number,
  values: PublishFormInput,
  now = new Date(),
): void {
  try {
    if (!isWorthKeeping(values)) {
      storage.removeItem(draftKey(userId));
      return;
    }
    const stored: StoredDraft = { v: 1, savedAt: now.getTime(), values: { ...values } };
    storage.setItem(draftKey(userId), JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled: the form still works, only without a draft.
  }
}

export function clearDraft(storage: Storage, userId: number): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // storage disabled
  }
}

const isId = (v: unknown) => v === null || (typeof v === "number" && Number.isSafeInteger(v) && v > 0);

/** The stored value for one field if it has the type of the field's default, else the default. */
function field(key: string, stored: unknown, fallback: unknown): unknown {
  if (stored === undefined) return fallback;
  if (fallback === null) return isId(stored) ? stored : fallback;
  if (Array.isArray(fallback))
    return Array.isArray(stored) && stored.every((s) => typeof s === "string") ? stored : fallback;
  if (key === "bonus_rule") return BONUS_RULES.includes(stored as never) ? stored : fallback;
  return typeof stored === typeof fallback ? stored : fallback;
}

/**
 * The stored draft merged onto today's defaults (unknown or mistyped fields take the default; a deadline
 * that has passed or is too far becomes the default one), or null when there is none worth restoring.
 */
export function loadDraft(storage: Storage, userId: number, now = new Date()): PublishDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(userId));
  } catch {
    return null;
  }
  if (!raw) return null;
  let stored: StoredDraft;
  try {
    stored = JSON.parse(raw) as StoredDraft;
  } catch {
    return null;
  }
  if (
    stored?.v !== 1 ||
    typeof stored.values !== "object" ||
    stored.values === null ||
    typeof stored.savedAt !== "number"
  )
    return null;

  const defaults = defaultPublishValues(null, now) as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, field(key, stored.values[key], fallback)]),
  ) as unknown as PublishFormInput;
  if (deadlineProblem(values.deadline, now)) values.deadline = defaults.deadline as string;
  if (!isWorthKeeping(values)) return null;
  return { values, savedAt: new Date(stored.savedAt) };
}
