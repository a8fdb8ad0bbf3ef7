import { z } from "zod";
import { UploadUrl } from "./uploads.js";

/**
 * Private one-to-one conversations about one item (issue 18 item 1): a listing of one of the four
 * kinds, a product, a merchant or a user's profile. Only its two participants ever see it (a third
 * user gets 404).
 */
export const CONVERSATION_SUBJECT_KINDS = [
  "housing",
  "sale",
  "housekeeping",
  "job",
  "product",
  "merchant",
  "user",
] as const;
export type ConversationSubjectKind = (typeof CONVERSATION_SUBJECT_KINDS)[number];

/** The longest message text, in characters. */
export const CONVERSATION_TEXT_MAX = 2000;
/** Messages per page of GET /conversations/{id}/messages (the newest first page, older with `before`). */
export const CONVERSATION_PAGE_SIZE = 50;

const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const ConversationSubject = z.object({
  kind: z.enum(CONVERSATION_SUBJECT_KINDS),
  id: Id,
});
export type ConversationSubject = z.infer<typeof ConversationSubject>;

const MessageText = z.string().trim().max(CONVERSATION_TEXT_MAX).default("");

/** A message: text, an image (one of the sender's own uploads) or both. */
export const SendConversationMessage = z
  .object({
    text: MessageText,
    image_url: UploadUrl.nullable().optional().describe("One of your own uploaded images (JPEG or PNG)"),
  })
  .refine((m) => m.text.length > 0 || !!m.image_url, { path: ["text"], message: "Write a message" })
  .meta({ id: "SendConversationMessage" });
export type SendConversationMessage = z.infer<typeof SendConversationMessage>;

export const CreateConversationRequest = z
  .object({
    peer_id: Id.describe("The owner of the subject: the poster, the merchant's owner, or the user"),
    subject: ConversationSubject,
    text: MessageText,
    image_url: UploadUrl.nullable().optional(),
  })
  .refine((m) => m.text.length > 0 || !!m.image_url, { path: ["text"], message: "Write a message" })
  .meta({ id: "CreateConversationRequest" });
export type CreateConversationRequest = z.infer<typeof CreateConversationRequest>;

export const CreatedConversation = z.object({
  id: z.number().int().describe("The conversation (an existing one of the same pair and subject is reused)"),
});

export const ConversationIdParams = z.object({ id: Id });
export const BlockUserParams = z.object({ userId: Id });

export const ConversationPeer = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
});

export const ConversationSummary = z
  .object({
    id: z.number().int(),
    peer: ConversationPeer,
    subject: ConversationSubject.extend({
      title: z.string().describe("The item's title or name now (empty when it is gone)"),
      link: z.string().describe("The item's in-app path"),
    }),
    last_message: z
      .object({
        text: z.string(),
        has_image: z.boolean(),
        mine: z.boolean(),
        created_at: z.string(),
      })
      .nullable(),
    unread: z.number().int().describe("The peer's messages after your read position"),
    blocked_by_me: z.boolean(),
    blocked_me: z.boolean().describe("The peer blocked you: you can read but not write"),
    last_message_at: z.string(),
  })
  .meta({ id: "ConversationSummary" });
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const ConversationList = z.object({
  items: z.array(ConversationSummary),
  total: z.number().int(),
  unread: z.number().int().describe("Unread messages over all your conversations"),
});
export type ConversationList = z.infer<typeof ConversationList>;

export const ConversationMessage = z
  .object({
    id: z.number().int(),
    sender_id: z.number().int(),
    mine: z.boolean(),
    text: z.string(),
    image_url: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "ConversationMessage" });
export type ConversationMessage = z.infer<typeof ConversationMessage>;

export const ConversationMessagesQuery = z.object({
  before: Id.optional().describe("Only messages older than this id (the next page back)"),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATION_PAGE_SIZE),
});
export const ConversationMessages = z.object({
  items: z.array(ConversationMessage).describe("Oldest first"),
  has_more: z.boolean().describe("Older messages exist (ask again with before = the first id)"),
});
export type ConversationMessages = z.infer<typeof ConversationMessages>;

export const ConversationUnread = z.object({ unread: z.number().int() });
export const BlockState = z.object({ blocked: z.boolean() });
