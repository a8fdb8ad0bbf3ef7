import {
  BONUS_RULES,
  type BonusRule,
  type CreateQuestionRequest,
  DEFAULT_BONUS_RULE,
  deriveQuestionTitle,
  graphemes,
  MAX_YUAN,
  normalizeTitle,
  PRIVATE_BONUS_RULES,
  QUESTION_LIMITS,
  QUESTION_TITLE_MAX,
} from "@ask/contracts";
import { z } from "zod";

/** Days between today and the default deadline. */
export const DEFAULT_DEADLINE_DAYS = 7;

/** The rules a question may use: private questions allow only publisher_agree and first_reply (spec 4). */
export const bonusRulesFor = (isPublic: boolean): readonly BonusRule[] =>
  isPublic ? BONUS_RULES : PRIVATE_BONUS_RULES;

/** Keeps the chosen rule if the visibility allows it, else the first allowed one. */
export function ruleForVisibility(rule: BonusRule, isPublic: boolean): BonusRule {
  const allowed = bonusRulesFor(isPublic);
  return allowed.includes(rule) ? rule : (allowed[0] ?? DEFAULT_BONUS_RULE);
}

// Block-level tags separate words; inline tags (<strong>, <a>, …) do not.
const BLOCK_TAG = /<\/?(?:p|div|li|ul|ol|blockquote|h[1-6]|br|hr|pre|tr|td|th|table|section)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

/** The visible text of editor HTML: tags dropped, common entities decoded, white space folded. */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_TAG, " ")
    .replace(ANY_TAG, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Content counts when it has visible text or an image (spec 5: non-blank content). */
export const hasContent = (html: string): boolean => plainText(html) !== "" || /<img\b/i.test(html);

/**
 * The title a question gets when the title field is left empty (issue 15 item 9, the server derives
 * the same): the content's beginning cut at a word boundary, at most 60 characters; the localized
 * default when the content has no text.
 */
export function deriveTitle(contentHtml: string, fallback: string): string {
  return deriveQuestionTitle(plainText(contentHtml)) || fallback;
}

/** The title field: optional, at most QUESTION_TITLE_MAX characters (graphemes). */
export const titleLength = (title: string | undefined) => graphemes(normalizeTitle(title ?? "")).length;

/** The publisher's IANA time zone: a date-only deadline ends at 23:59:59 of that day there. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A local calendar day as the date input speaks it: YYYY-MM-DD. */
export const toDateInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day `days` after `now` in local time, as YYYY-MM-DD. */
export function dateInputAfter(days: number, now: Date = new Date()): string {
  return toDateInput(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

/** The end (23:59:59 local time) of a YYYY-MM-DD day, or null when it is not a real date. */
export function endOfDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(y, m, d, 23, 59, 59);
  return date.getFullYear() === y && date.getMonth() === m && date.getDate() === d ? date : null;
}

export type DeadlineProblem = "deadline_required" | "deadline_past" | "deadline_too_far";

const DAY_MS = 24 * 60 * 60 * 1000;
const latestDeadline = (now: Date) => now.getTime() + QUESTION_LIMITS.maxDeadlineDays * DAY_MS;

/** The deadline must end in the future and at most QUESTION_LIMITS.maxDeadlineDays from now (as the server). */
export function deadlineProblem(value: string, now: Date = new Date()): DeadlineProblem | null {
  const end = endOfDay(value);
  if (!end) return "deadline_required";
  if (end.getTime() <= now.getTime()) return "deadline_past";
  if (end.getTime() > latestDeadline(now)) return "deadline_too_far";
  return null;
}

/** The last day the date input offers: its end must stay within the server's limit. */
export function lastDeadlineDate(now: Date = new Date()): string {
  const candidate = dateInputAfter(QUESTION_LIMITS.maxDeadlineDays, now);
  const end = endOfDay(candidate);
  return end && end.getTime() <= latestDeadline(now)
    ? candidate
    : dateInputAfter(QUESTION_LIMITS.maxDeadlineDays - 1, now);
}

export type AmountProblem = "amount_invalid" | "amount_negative" | "amount_decimals" | "amount_too_large";

/** Yuan as typed: blank means 0; otherwise ≥ 0, at most 2 decimals, at most MAX_YUAN (as the server). */
export function amountProblem(value: string): AmountProblem | null {
  const text = value.trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return "amount_invalid";
  if (n < 0) return "amount_negative";
  const match = /^\d*(?:\.(\d*))?$/.exec(text);
  if (!match || text === ".") return "amount_invalid";
  if ((match[1]?.length ?? 0) > 2) return "amount_decimals";
  if (n > MAX_YUAN) return "amount_too_large";
  return null;
}

export const parseAmount = (value: string): number => {
  const text = value.trim();
  return text === "" ? 0 : Math.round(Number(text) * 100) / 100;
};

const requiredId = z
  .number()
  .int()
  .positive()
  .nullable()
  .refine((v) => v !== null, "required")
  .transform((v) => v as number);

const amount = z.string().superRefine((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** The ask-question form. Messages are keys under publish:validation. */
export const PublishForm = z
  .object({
    channel: requiredId,
    category_top: requiredId,
    category: z.number().int().positive().nullable(),
    title: z
      .string()
      .optional()
      .refine((v) => titleLength(v) <= QUESTION_TITLE_MAX, "title_too_long"),
    content: z
      .string()
      .max(QUESTION_LIMITS.contentMaxChars, "content_too_long")
      .refine(hasContent, "required"),
    deadline: z.string().superRefine((value, ctx) => {
      const problem = deadlineProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    paid_amount: amount,
    bonus_amount: amount,
    bonus_rule: z.enum(BONUS_RULES),
    is_public: z.boolean(),
    files: z.array(z.string()),
  })
  .refine((v) => bonusRulesFor(v.is_public).includes(v.bonus_rule), {
    path: ["bonus_rule"],
    message: "private_rule",
  });
export type PublishFormInput = z.input<typeof PublishForm>;
export type PublishFormValues = z.output<typeof PublishForm>;

/** Fields whose "required" error means the spec's please_fill_required_fields. */
export const REQUIRED_FIELDS = ["channel", "category_top", "content"] as const;

export function defaultPublishValues(
  channel: number | null = null,
  now: Date = new Date(),
): PublishFormInput {
  return {
    channel,
    category_top: null,
    category: null,
    title: "",
    content: "",
    deadline: dateInputAfter(DEFAULT_DEADLINE_DAYS, now),
    paid_amount: "0",
    bonus_amount: "0",
    bonus_rule: DEFAULT_BONUS_RULE,
    is_public: true,
    files: [],
  };
}

/**
 * The POST /api/questions body for valid form values. The title is the typed one; left empty, the
 * server derives it from the content (or, without text, `defaultTitle`, the localized default). The
 * deadline is the chosen day itself, with the browser's time zone: the server ends it at 23:59:59 there.
 */
export function toCreateRequest(
  values: PublishFormValues,
  defaultTitle: string,
  timeZone: string | undefined = browserTimeZone(),
): CreateQuestionRequest {
  const typed = normalizeTitle(values.title ?? "");
  return {
    title: typed || (plainText(values.content) ? undefined : defaultTitle),
    channel: values.channel,
    category_top: values.category_top,
    category: values.category,
    content: values.content,
    bonus_amount: parseAmount(values.bonus_amount),
    paid_amount: parseAmount(values.paid_amount),
    bonus_rule: ruleForVisibility(values.bonus_rule, values.is_public),
    deadline: values.deadline,
    ...(timeZone ? { time_zone: timeZone } : {}),
    is_public: values.is_public,
    files: values.files,
  };
}
