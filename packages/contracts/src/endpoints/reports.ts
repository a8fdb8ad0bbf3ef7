import { defineEndpoints } from "../endpoint.js";
import {
  DecideContentRequest,
  ModerationDecision,
  Report,
  ReportParams,
  ReportQueue,
  ReportQueueQuery,
  ReportRequest,
  ResolveReportRequest,
} from "../reports.js";
import { reportsRoutes } from "../routes/reports.js";

/** Reports (any user) and the moderation queue (moderators and administrators). Issue 17. */
export const reportsEndpoints = defineEndpoints(reportsRoutes, {
  create: {
    access: "user",
    tags: ["moderation"],
    summary:
      "Report content or a user. One open report per reporter and target (409 report_exists); not your own content (400 cannot_report_own); 404 for what you cannot see",
    body: ReportRequest,
    status: 201,
    response: Report,
    errors: [400, 401, 404, 409, 429],
    idempotent: true,
  },
  queue: {
    access: "moderator",
    tags: ["admin"],
    summary:
      "The moderation queue: reports grouped by target, with the content and its reporters; with status=open, also content held for review that nobody reported",
    query: ReportQueueQuery,
    response: ReportQueue,
    errors: [400, 401, 403],
  },
  resolve: {
    access: "moderator",
    tags: ["admin"],
    summary:
      "Decide a report's target: every open report of it closes with this action, reporters get a message; audited",
    params: ReportParams,
    body: ResolveReportRequest,
    response: ModerationDecision,
    errors: [400, 401, 403, 404, 409],
  },
  decide: {
    access: "moderator",
    tags: ["admin"],
    summary:
      "Decide a target directly (content held for review, or any content); the same rules as resolve; audited",
    body: DecideContentRequest,
    response: ModerationDecision,
    errors: [400, 401, 403, 404, 409],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    reports: typeof reportsEndpoints;
  }
}
