import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import * as q from "./auth.queries.js";

/**
 * Login throttling (issue 14): nobody can lock another person out.
 *
 * - Per (username, client address): each attempt is counted before the password is compared, in one
 *   atomic upsert, so even a concurrent burst from one address compares at most `maxPerAddress`
 *   passwords per window; then that address gets 429 (with Retry-After) for that username until the
 *   window passes, even with the right password. Other addresses are not affected. Success clears it.
 * - Per username, across all addresses (distributed guessing): failures are counted; from
 *   `backoffAfter` failures on, attempts are slowed, never refused outright for everyone:
 *   - an address that has not failed for this username waits a bounded delay (250 ms doubling per
 *     further failure, at most `backoffMaxMs`) and is then compared: the owner logs in, a little later;
 *   - an address that has failed already must take the next free slot of the username: slots are one
 *     such delay apart, so guesses from many addresses are spaced out, whatever their concurrency. A
 *     slot further away than `backoffMaxMs` answers 429 with Retry-After instead of holding the request.
 */
export interface LoginThrottlePolicy {
  maxPerAddress: number;
  backoffAfter: number;
  backoffMaxMs: number;
  windowSeconds: number;
}

const BASE_DELAY_MS = 250;

export const loginWindowSeconds = 15 * 60;

/** The spacing between attempts on a username with this many recent failures (0: no backoff). */
export function backoffDelayMs(failures: number, policy: LoginThrottlePolicy): number {
  if (failures < policy.backoffAfter) return 0;
  const doublings = Math.min(30, failures - policy.backoffAfter);
  return Math.min(policy.backoffMaxMs, BASE_DELAY_MS * 2 ** doublings);
}

/** A 429 that tells the client when to try again (the route sets Retry-After). */
export class LoginThrottled extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    detail: string,
  ) {
    super(429, "too_many_requests", detail);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const keys = (username: string, address: string) => {
  const name = username.trim().toLowerCase();
  return { pair: `pair:${name}|${address}`, user: `user:${name}` };
};

/** Takes one attempt before the password is compared: returns when it may be compared (maybe later). */
export async function admitLoginAttempt(
  db: Db,
  username: string,
  address: string,
  policy: LoginThrottlePolicy,
): Promise<void> {
  const k = keys(username, address);
  const taken = await q.takeAttempt(db, k.pair, policy.windowSeconds, policy.maxPerAddress);
  if (taken === null) {
    const left = await q.windowSecondsLeft(db, k.pair, policy.windowSeconds);
    throw new LoginThrottled(left, "Too many failed logins for this user from your address; try again later");
  }
  const step = backoffDelayMs(await q.recentCount(db, k.user, policy.windowSeconds), policy);
  if (step === 0) return;
  if (taken === 1) {
    // This address has no failed attempt for the username: slowed, never refused.
    await sleep(step);
    return;
  }
  const wait = await q.reserveSlot(db, k.user, step, policy.backoffMaxMs);
  if (wait.granted) {
    await sleep(wait.ms);
    return;
  }
  // Not compared, so not counted against this address.
  await q.giveBackAttempt(db, k.pair);
  throw new LoginThrottled(
    Math.max(1, Math.ceil(wait.ms / 1000)),
    "Too many failed logins for this user; try again in a moment",
  );
}

/** After a wrong password (or unknown user): one more failure for the username, from any address. */
export async function recordLoginFailure(
  db: Db,
  username: string,
  address: string,
  policy: LoginThrottlePolicy,
): Promise<void> {
  await q.countFailure(db, keys(username, address).user, policy.windowSeconds);
}

/** After the right password: this address starts afresh (the username's count runs out by itself). */
export async function clearLoginAttempts(db: Db, username: string, address: string): Promise<void> {
  await q.clearFailures(db, keys(username, address).pair);
}
