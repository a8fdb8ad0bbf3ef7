import { useCallback, useRef } from "react";
import { ApiError } from "../../../lib/api-client";

/** A fresh Idempotency-Key (randomUUID needs a secure context; fall back to 128 random bits). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** The request may have reached the server: retrying it must reuse its key so money moves once. */
const mayHaveArrived = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || (error.status === 409 && error.code === "bad_request"));

/**
 * One Idempotency-Key per user action. Retrying the same submission after a network error keeps
 * the key (the server then answers with the first result); anything else starts a new action.
 */
export function useIdempotencyKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = useCallback((payload: unknown) => {
    const serialized = JSON.stringify(payload);
    if (last.current?.payload !== serialized)
      last.current = { payload: serialized, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const settled = useCallback((error?: unknown) => {
    if (!mayHaveArrived(error)) last.current = null;
  }, []);
  return { keyFor, settled };
}
