import { QUESTION_LIMITS, QUESTION_STATUSES, type QuestionStatus } from "@ask/contracts";
import type { ManageFilters, ManageKind } from "../api/manage";

export const KINDS: readonly ManageKind[] = ["questions", "answers"];
export const STATUSES = ["all", ...QUESTION_STATUSES] as const;
export type StatusFilter = (typeof STATUSES)[number];

/** Spec 9 lists 2024 and 2025; the filter runs from the current year down to 2024. */
export const FIRST_YEAR = 2024;
export const yearOptions = () => {
  const current = Math.max(new Date().getFullYear(), FIRST_YEAR);
  return Array.from({ length: current - FIRST_YEAR + 1 }, (_, i) => current - i);
};
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The filters live in the URL beside ?tab=manage, so going back from a question keeps them. */
export function readFilters(params: URLSearchParams): ManageFilters {
  const kind = params.get("kind") === "answers" ? "answers" : "questions";
  const rawStatus = params.get("status");
  const status = QUESTION_STATUSES.includes(rawStatus as QuestionStatus)
    ? (rawStatus as QuestionStatus)
    : undefined;
  const year = positiveInt(params.get("year"));
  const month = positiveInt(params.get("month"));
  const search = params.get("q")?.trim().slice(0, QUESTION_LIMITS.searchMaxChars) || undefined;
  return {
    kind,
    status,
    year: year && year >= FIRST_YEAR && year <= 2100 ? year : undefined,
    month: month && month <= 12 ? month : undefined,
    search,
    page: positiveInt(params.get("page")) ?? 1,
  };
}
