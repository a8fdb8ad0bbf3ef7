import { REPORT_REASONS, type ReportReason, ReportRequest, type ReportTargetType } from "@ask/contracts";

/** The contract's request is the form's schema: a reason, and a note that `other` requires. */
export const reportFormSchema = ReportRequest;

export const NOTE_MAX = 500;

export const reportReasons: readonly ReportReason[] = REPORT_REASONS;

/** What a report is about: the content's table (or "user") and its id. */
export interface ReportTarget {
  type: ReportTargetType;
  id: number;
}

/** A field error of the form as a text key of moderation.json (report.*). */
export function noteErrorKey(type: string | undefined): "note_required" | "note_too_long" | null {
  if (!type) return null;
  return type === "too_big" ? "note_too_long" : "note_required";
}

/** Server refusals the dialog explains in its own words (moderation.json report.errors.*). */
export const REPORT_ERROR_CODES = [
  "report_exists",
  "cannot_report_own",
  "too_many_requests",
  "not_found",
] as const;
