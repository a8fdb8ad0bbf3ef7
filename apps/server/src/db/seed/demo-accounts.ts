import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../../lib/password.js";
import type { Db } from "../client.js";
import { users } from "../schema/index.js";

/**
 * Whether a demo account already exists. Each demo seed runs once: its first account, once there,
 * marks the database as seeded. Usernames are unique regardless of case, and so is this look-up.
 */
export async function demoAccountExists(db: Db, username: string): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return existing.length > 0;
}

/** The password hash of a demo account: of a random password nobody knows, so nobody can log in. */
export const unknowablePasswordHash = () => hashPassword(randomBytes(24).toString("base64url"));
