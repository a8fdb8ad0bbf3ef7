/**
 * Events of the live stream (features/messages reads GET /api/messages/stream) that other features
 * handle: the stream hands each event it does not handle itself to the handlers of its name (the
 * conversations feature listens to `conversation`). A tiny in-page bus, so that the two features do
 * not import each other.
 */
type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();

/** Calls `handler` with every `name` event's parsed data; returns the function that stops it. */
export function onLiveEvent(name: string, handler: Handler): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

export function emitLiveEvent(name: string, data: unknown): void {
  for (const handler of handlers.get(name) ?? []) handler(data);
}
