import { z } from "zod";
import { PAGE_SIZES } from "./constants.js";

const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const Message = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    title: z.string(),
    content: z.string().describe("Plain text"),
    is_read: z.boolean(),
    created_at: z.string(),
    link: z
      .string()
      .nullable()
      .describe(
        "What the message is about, as an in-app path (e.g. /question?id=12#comment-34); null: nothing",
      ),
    count: z
      .number()
      .int()
      .describe("How many events this message stands for (several new answers within an hour: one message)"),
    updated_at: z.string().describe("When the message last changed (a grouped message's latest event)"),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof Message>;

export const MessageListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.messages),
  search: z.string().trim().max(100).optional(),
});
export const MessageList = z.object({
  items: z.array(Message),
  total: z.number().int(),
  unread: z.number().int(),
});
export type MessageList = z.infer<typeof MessageList>;
export const MessageUserParams = z.object({ userId: Id });
export const MessageIdParams = z.object({ id: Id });
export const UpdateMessageRequest = z.object({ is_read: z.boolean() });
export const UnreadCount = z.object({ unread: z.number().int() });
export const ReadAllResponse = z.object({
  updated: z.number().int().describe("How many of your messages were unread and are read now"),
  unread: z.number().int(),
});
export type ReadAllResponse = z.infer<typeof ReadAllResponse>;

/** GET /api/messages/stream answers `text/event-stream`, not JSON: the events are described on the route. */
export const UnreadStream = z
  .string()
  .describe("text/event-stream: `event: unread` and `event: role_changed` lines");
