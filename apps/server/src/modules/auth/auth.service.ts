import type { Locale, Role, SessionUser } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../lib/password.js";
import { assertPublishable } from "../moderation/words.service.js";
import * as q from "./auth.queries.js";
import {
  admitLoginAttempt,
  clearLoginAttempts,
  type LoginThrottlePolicy,
  recordLoginFailure,
} from "./login-throttle.js";
import { mixesScripts, usernameSkeleton } from "./username-rules.js";

export function toSessionUser(row: q.UserRow): SessionUser {
  return {
    id: row.id,
    role: row.role as Role,
    expert_id: row.expertId,
    username: row.username,
    avatar: row.avatar,
    level: row.level,
    lang: (row.lang as Locale | null) ?? null,
  };
}

/**
 * Creates an account. The name may not mix scripts (400 username_mixed_scripts) nor look like an
 * existing one (409 username_confusable: the unique skeleton decides, race-free).
 */
export async function registerUser(
  db: Db,
  username: string,
  password: string,
  lang?: Locale,
): Promise<q.UserRow> {
  if (mixesScripts(username)) {
    throw new AppError(
      400,
      "username_mixed_scripts",
      "A username may not mix alphabets (for example Latin and Cyrillic letters)",
    );
  }
  await assertPublishable(db, username);
  const passwordHash = await hashPassword(password);
  const user = await q.insertUser(db, {
    username,
    passwordHash,
    usernameSkeleton: usernameSkeleton(username),
    lang: lang ?? null,
  });
  if (user) return user;
  if (await q.findUserByUsername(db, username)) {
    throw new AppError(409, "username_taken", "This username is already taken");
  }
  throw new AppError(409, "username_confusable", "This username looks too much like an existing one");
}

/**
 * Gives accounts made without a skeleton (before it existed, or by a seed) theirs, oldest first. A
 * skeleton an older account already holds is left empty: both names stay, new look-alikes of either
 * are refused. Runs at every start: one statement per batch of accounts, not one per account.
 */
export async function backfillUsernameSkeletons(db: Db, batchSize = 1000): Promise<void> {
  for (let afterId = 0; ; ) {
    const batch = await q.usersWithoutSkeleton(db, afterId, batchSize);
    if (!batch.length) return;
    await q.setSkeletonsUnlessTaken(
      db,
      batch.map((user) => ({ id: user.id, skeleton: usernameSkeleton(user.username) })),
    );
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
}

/**
 * Checks the password, throttled per (username, client address) and per username
 * (login-throttle.ts): a stranger's failures never block the owner's address, they only slow it.
 */
export async function authenticateUser(
  db: Db,
  credentials: { username: string; password: string; address: string; lang?: Locale },
  policy: LoginThrottlePolicy,
): Promise<q.UserRow> {
  const { username, password, address } = credentials;
  await admitLoginAttempt(db, username, address, policy);
  const user = await q.findUserByUsername(db, username.trim());
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await recordLoginFailure(db, username, address, policy);
    throw new AppError(401, "invalid_credentials", "Incorrect username or password");
  }
  await clearLoginAttempts(db, username, address);
  // Told only after the right password, so the refusal reveals nothing to someone guessing.
  if (user.status === "banned" && (user.bannedUntil === null || user.bannedUntil > new Date())) {
    throw new AppError(403, "account_banned", "This account is suspended");
  }
  // The interface language becomes the user's if they never chose one (accounts from before it was sent).
  if (user.lang === null && credentials.lang)
    return (await q.setLangIfUnset(db, user.id, credentials.lang)) ?? user;
  return user;
}

export async function getUser(db: Db, id: number): Promise<q.UserRow> {
  const user = await q.findUserById(db, id);
  // A valid token for a user that no longer exists is as good as no token.
  if (!user) throw new AppError(401, "unauthorized", "User no longer exists");
  return user;
}
