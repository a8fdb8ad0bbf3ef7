import { type UseMutationOptions, type UseMutationResult, useMutation } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { ApiError } from "./api-client";

/** A fresh Idempotency-Key (randomUUID needs a secure context; fall back to 128 random bits). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/**
 * The request may have reached the server and committed: no answer at all (network error, status
 * 0) or a 5xx, which a proxy can send after the server committed. Retrying must reuse the key so
 * that money moves once. A 4xx from our server means nothing was stored for the key.
 */
export const mayHaveArrived = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The keys of one kind of user action (a form, a button). The same payload as the last attempt
 * that may have reached the server gets the same key — the server then answers with the first
 * result —; a success, a refusal or another payload starts a new submission with a new key.
 */
export class IdempotencyKeys {
  private last: { payload: string; key: string } | null = null;
  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  keyFor(payload: unknown): string {
    const serialized = JSON.stringify(payload ?? null);
    if (this.last?.payload !== serialized) this.last = { payload: serialized, key: this.newKey() };
    return this.last.key;
  }

  /** Call after every attempt, with its error if it failed. */
  settled(error?: unknown): void {
    if (!mayHaveArrived(error)) this.last = null;
  }
}

/** One IdempotencyKeys per component instance. */
export function useIdempotencyKey() {
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= new IdempotencyKeys();
  const keyFor = useCallback((payload: unknown) => keys.current?.keyFor(payload) ?? newIdempotencyKey(), []);
  const settled = useCallback((error?: unknown) => keys.current?.settled(error), []);
  return { keyFor, settled };
}

/** The header that carries a submission's key (every creating or money-moving POST honours it). */
export const idempotencyHeaders = (idempotencyKey: string) => ({ "idempotency-key": idempotencyKey });

type IdempotentMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn"
> & {
  /** Sends the request with this submission's Idempotency-Key (see idempotencyHeaders). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/**
 * useMutation for a POST that creates something or moves money (issue 15 item 11). Each submission
 * carries an Idempotency-Key: the same variables sent again after a lost answer reuse it (the server
 * answers with the first result), a success or a refusal starts a new one. And a `mutate` while the
 * previous one is in flight is dropped at once: a double-click fires twice before React has rendered
 * the disabled button, and the second click must not become a second answer.
 */
export function useIdempotentMutation<TData, TVariables>(
  options: IdempotentMutationOptions<TData, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const keys = useIdempotencyKey();
  const inFlight = useRef(false);
  const { mutationFn, onError, onSuccess, onSettled, ...rest } = options;
  const mutation = useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: (variables) => mutationFn(variables, keys.keyFor(variables)),
    onSuccess: (...args) => {
      keys.settled();
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      keys.settled(args[0]);
      return onError?.(...args);
    },
    onSettled: (...args) => {
      inFlight.current = false;
      return onSettled?.(...args);
    },
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (...args: Parameters<typeof send>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      send(...args);
    },
    [send],
  ) as typeof send;
  // mutateAsync stays unguarded (a caller awaiting it decides itself); forms use mutate.
  return { ...mutation, mutate };
}
