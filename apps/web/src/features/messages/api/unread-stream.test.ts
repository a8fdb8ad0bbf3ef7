import { describe, expect, it } from "vitest";
import { parseEvents } from "./unread-stream";

describe("parseEvents", () => {
  it("returns complete events and keeps the unfinished rest", () => {
    const { events, rest } = parseEvents(
      'retry: 3000\n\nevent: unread\ndata: {"unread":2}\n\n: ping\n\nevent: unr',
    );
    expect(events).toEqual([{ event: "unread", data: '{"unread":2}' }]);
    expect(rest).toBe("event: unr");
  });
  it("accepts CRLF line ends and multi-line data", () => {
    const { events } = parseEvents("data: a\r\ndata: b\r\n\r\n");
    expect(events).toEqual([{ event: "message", data: "a\nb" }]);
  });
});
