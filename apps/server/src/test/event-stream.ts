/** One Server-Sent Event of GET /api/messages/stream: its `event:` name and its parsed `data:` JSON. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface EventStream {
  /** The stream's HTTP response (callers check its status and headers). */
  response: Response;
  /** Every event received so far, in order (blocks without both an `event:` and a `data:` line are skipped). */
  events: StreamEvent[];
  /** The `unread` counts received so far, in order. */
  unreadCounts: number[];
  /** Polls (100 tries, 50 ms apart) until `predicate` holds; resolves with its last result. */
  waitFor: (predicate: () => boolean) => Promise<boolean>;
  /** Waits for the first event named `name`; undefined if none came in time. */
  waitForEvent: (name: string) => Promise<StreamEvent | undefined>;
  /** Waits until the count `unread` has been received; resolves with all counts (assert they contain it). */
  waitForUnread: (unread: number) => Promise<number[]>;
  /** Aborts the request and waits for the reader to stop. */
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens the caller's live stream (Authorization header, as the web app does) on a running server and
 * collects the events it pushes until `close()`.
 */
export async function openEventStream(baseUrl: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/messages/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const unreadCounts: number[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const lines = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const event = lines.find((line) => line.startsWith("event: "));
          const data = lines.find((line) => line.startsWith("data: "));
          if (!event || !data) continue;
          const parsed: StreamEvent = { event: event.slice(7), data: JSON.parse(data.slice(6)) };
          events.push(parsed);
          if (parsed.event === "unread") unreadCounts.push(parsed.data.unread as number);
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i++) await sleep(50);
    return predicate();
  };
  return {
    response,
    events,
    unreadCounts,
    waitFor,
    waitForEvent: async (name) => {
      await waitFor(() => events.some((e) => e.event === name));
      return events.find((e) => e.event === name);
    },
    waitForUnread: async (unread) => {
      await waitFor(() => unreadCounts.includes(unread));
      return unreadCounts;
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}
