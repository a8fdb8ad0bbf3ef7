import { z } from "zod";

/** What a user creates that is limited per hour and per day (issue 17 item 5). */
export const POSTING_ACTIONS = [
  "question",
  "answer",
  "listing",
  "report",
  "conversation",
  "message",
] as const;
export type PostingAction = (typeof POSTING_ACTIONS)[number];

const Window = z.object({ hour: z.number().int().positive(), day: z.number().int().positive() });
const Tiers = z.object({
  /** Accounts younger than `newAccountHours` or without a verified phone. */
  new: Window,
  /** Older accounts with a verified phone. */
  trusted: Window,
});

export const PostingLimits = z.object({
  newAccountHours: z.number().int().min(0),
  question: Tiers,
  answer: Tiers,
  listing: Tiers,
  report: Tiers,
  /** New conversations (contacting a poster): what a spammer writing to every seller would use. */
  conversation: Tiers,
  /** Messages in conversations, the first one included. */
  message: Tiers,
});
export type PostingLimits = z.infer<typeof PostingLimits>;

/**
 * The defaults: generous for a trusted account (a busy real user never meets them), tight for a new or
 * unverified one (what a spammer's fresh accounts would use). POSTING_LIMITS (JSON, merged per action
 * over these) changes them; `off` lifts them (load tests and browser tests only).
 */
export const DEFAULT_POSTING_LIMITS: PostingLimits = {
  newAccountHours: 24,
  question: { new: { hour: 3, day: 10 }, trusted: { hour: 20, day: 100 } },
  answer: { new: { hour: 10, day: 40 }, trusted: { hour: 60, day: 400 } },
  listing: { new: { hour: 2, day: 5 }, trusted: { hour: 10, day: 50 } },
  report: { new: { hour: 5, day: 20 }, trusted: { hour: 30, day: 200 } },
  conversation: { new: { hour: 5, day: 15 }, trusted: { hour: 30, day: 150 } },
  message: { new: { hour: 40, day: 150 }, trusted: { hour: 300, day: 2000 } },
};

const PartialLimits = z
  .object({
    newAccountHours: z.number().int().min(0).optional(),
    ...Object.fromEntries(POSTING_ACTIONS.map((a) => [a, Tiers.partial().optional()])),
  })
  .strict();

/** POSTING_LIMITS: unset → defaults; `off` → none; JSON → the defaults with what it names replaced. */
export function parsePostingLimits(value: string | undefined): PostingLimits | null {
  if (value === undefined || value.trim() === "") return DEFAULT_POSTING_LIMITS;
  if (value.trim() === "off") return null;
  const partial = PartialLimits.parse(JSON.parse(value)) as Partial<
    Record<PostingAction, Partial<PostingLimits["question"]>>
  > & {
    newAccountHours?: number;
  };
  const merged: PostingLimits = { ...DEFAULT_POSTING_LIMITS };
  if (partial.newAccountHours !== undefined) merged.newAccountHours = partial.newAccountHours;
  for (const action of POSTING_ACTIONS) {
    merged[action] = { ...DEFAULT_POSTING_LIMITS[action], ...partial[action] };
  }
  return PostingLimits.parse(merged);
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
