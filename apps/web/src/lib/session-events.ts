type Listener = () => void;
const listeners = new Set<Listener>();

/** The session listens: asks GET /me again (lib/session.tsx). */
export function onSessionRefreshRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Something says the user's role may have changed (the live stream's `role_changed` event, or a
 * stream that reconnected and may have missed one): the session reads the user again now.
 */
export function requestSessionRefresh(): void {
  for (const listener of listeners) listener();
}
