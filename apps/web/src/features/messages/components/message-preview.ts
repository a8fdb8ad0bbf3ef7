import { LIMITS } from "@ask/contracts";

/**
 * The list preview of a message (spec 2, 9): its plain text on one line, cut at 100 characters with an
 * ellipsis. Characters are counted as code points, so an emoji or a rare CJK character is never split.
 */
export function messagePreview(content: string, limit: number = LIMITS.messagePreview): string {
  const text = content.replace(/\s+/g, " ").trim();
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join("").trimEnd()}…` : text;
}
