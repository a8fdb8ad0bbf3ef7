import type { Locale, Role, SessionUser } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../lib/password.js";
import * as q from "./auth.queries.js";

const FAILURE_WINDOW_SECONDS = 15 * 60;

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

export async function registerUser(db: Db, username: string, password: string): Promise<q.UserRow> {
  const passwordHash = await hashPassword(password);
  const user = await q.insertUser(db, { username, passwordHash });
  if (!user) throw new AppError(409, "username_taken", "This username is already taken");
  return user;
}

/**
 * Checks the password. Each attempt for a username is counted before the password is compared, in one
 * atomic statement: after `maxFailures` attempts within 15 minutes the account refuses logins (429)
 * until the window passes, whatever the IP, so even a concurrent burst compares at most `maxFailures`
 * passwords. Success clears the count.
 */
export async function authenticateUser(
  db: Db,
  username: string,
  password: string,
  maxFailures: number,
): Promise<q.UserRow> {
  const key = `user:${username.trim().toLowerCase()}`;
  if (!(await q.takeAttempt(db, key, FAILURE_WINDOW_SECONDS, maxFailures))) {
    throw new AppError(429, "too_many_requests", "Too many failed logins for this user; try again later");
  }
  const user = await q.findUserByUsername(db, username.trim());
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw new AppError(401, "invalid_credentials", "Incorrect username or password");
  await q.clearFailures(db, key);
  return user;
}

export async function getUser(db: Db, id: number): Promise<q.UserRow> {
  const user = await q.findUserById(db, id);
  // A valid token for a user that no longer exists is as good as no token.
  if (!user) throw new AppError(401, "unauthorized", "User no longer exists");
  return user;
}
