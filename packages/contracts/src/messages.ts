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
