import { messagesRoutes } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { endpointUrl } from "../../../lib/early-request";
import { emitLiveEvent } from "../../../lib/live-events";
import { requestSessionRefresh } from "../../../lib/session-events";
import { storedToken } from "../../../lib/storage";
import { messageKeys, useMessagesUserId } from "./keys";
import type { UnreadCount } from "./unread-count";

/** Waits before reconnecting a dropped stream: 1 s, doubling up to 30 s. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Splits a server-sent-events text buffer into complete events; returns the unfinished rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const blocks = buffer.replaceAll("\r\n", "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
    }
    if (data.length) events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}

/**
 * Keeps the unread count live: reads GET /api/messages/stream (server-sent events, read with fetch
 * so the token travels in the Authorization header, not in the URL) and writes every pushed count
 * into the query cache the bell reads; `role_changed` makes the session read the user again. Reconnects
 * with back-off; the 30 s poll stays as a fallback.
 */
export function useUnreadStream(): void {
  const userId = useMessagesUserId();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    let retry = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;

    const connect = async () => {
      const token = storedToken();
      if (!token) return;
      try {
        const res = await fetch(endpointUrl(messagesRoutes.stream, {}), {
          headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
          signal: controller.signal,
        });
        if (res.status === 401 || !res.body) return; // signed out: the session handles it
        // 204: no stream here (as for EventSource, do not reconnect); the 30 s poll goes on.
        if (res.status === 204) return;
        if (!res.ok) throw new Error(`stream answered ${res.status}`);
        // While the stream was down a role change may have been announced: read the user again.
        if (connectedBefore) requestSessionRefresh();
        connectedBefore = true;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          // Back-off starts again only once the stream delivered: one closed at once (a proxy) waits longer each time.
          retry = RETRY_MIN_MS;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const { event, data } of parsed.events) {
            // The server changed the user's role: the session reads it (and a renewed token) now.
            if (event === "role_changed") requestSessionRefresh();
            // Other features' events (a conversation message) go to their handlers (lib/live-events.ts).
            else if (event !== "unread") emitLiveEvent(event, JSON.parse(data));
            if (event !== "unread") continue;
            const count = JSON.parse(data) as UnreadCount;
            queryClient.setQueryData(messageKeys.unread(userId), count);
            // A new message also changes the inbox pages.
            void queryClient.invalidateQueries({ queryKey: messageKeys.lists(userId) });
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("messages: live stream dropped", error);
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(connect, retry);
      retry = Math.min(retry * 2, RETRY_MAX_MS);
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [userId, queryClient]);
}
