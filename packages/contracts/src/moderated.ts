import { z } from "zod";
import { ModerationState } from "./reports.js";

/**
 * The moderation state of content as its author reads it (issue 17): `moderation` null while
 * published, else pending (held for review), hidden or rejected; `moderation_note` the moderator's
 * reason. Others never see such content, so for them both are always null.
 */
export const ModeratedFields = {
  moderation: ModerationState.describe(
    "null: published; pending: held for review (only you see it until a moderator approves it); hidden / rejected by a moderator",
  ),
  moderation_note: z.string().nullable().describe("The moderator's reason, shown to the author"),
};
