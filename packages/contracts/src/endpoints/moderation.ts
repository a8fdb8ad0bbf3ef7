import { defineEndpoints } from "../endpoint.js";
import {
  AuditLogPage,
  AuditLogQuery,
  BanRequest,
  BanState,
  ModerationWords,
  ModerationWordsRequest,
  UnbanRequest,
} from "../moderation.js";
import { moderationRoutes } from "../routes/moderation.js";
import { AdminUserParams } from "../users.js";

/** Blocked words and the audit log (administrators); bans (moderators and administrators). Issue 17. */
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
  ban: {
    access: "moderator",
    tags: ["admin"],
    summary:
      "Ban a user: no login, every token refused at once, a message with the reason; audited. A moderator cannot ban a moderator; nobody bans an administrator or themselves",
    params: AdminUserParams,
    body: BanRequest,
    response: BanState,
    errors: [400, 401, 403, 404, 409],
  },
  unban: {
    access: "moderator",
    tags: ["admin"],
    summary: "Lift a ban; audited (moderator or administrator)",
    params: AdminUserParams,
    body: UnbanRequest,
    response: BanState,
    errors: [400, 401, 403, 404],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    moderation: typeof moderationEndpoints;
  }
}
