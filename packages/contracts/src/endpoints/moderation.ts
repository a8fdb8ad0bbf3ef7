import { defineEndpoints } from "../endpoint.js";
import { AuditLogPage, AuditLogQuery, ModerationWords, ModerationWordsRequest } from "../moderation.js";
import { moderationRoutes } from "../routes/moderation.js";

/** Blocked words and the audit log (issue 17): administrators only. */
export const moderationEndpoints = defineEndpoints(moderationRoutes, {
  words: {
    access: "admin",
    tags: ["admin"],
    summary: "The blocked-word lists: block (refused) and review (held for review) (admin)",
    response: ModerationWords,
    errors: [401, 403],
  },
  setWords: {
    access: "admin",
    tags: ["admin"],
    summary: "Replace both word lists; audited (admin)",
    body: ModerationWordsRequest,
    response: ModerationWords,
    errors: [400, 401, 403],
  },
  auditLog: {
    access: "admin",
    tags: ["admin"],
    summary: "Moderator and administrator actions, newest first, with filters (admin)",
    query: AuditLogQuery,
    response: AuditLogPage,
    errors: [400, 401, 403],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    moderation: typeof moderationEndpoints;
  }
}
