import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { type Config, ConfigError } from "../../config.js";
import { hashPassword } from "../../lib/password.js";
import type { Db } from "../client.js";
import { users } from "../schema/index.js";

/**
 * The administrator account (moderation of appeals). With ADMIN_PASSWORD its password is set to that
 * on every start; without it, a random password is generated when the account is first created and
 * written to DATA_DIR/admin-password. Safe to run from several processes at once.
 *
 * An existing account with that name is only ever accepted when it already is an administrator: an
 * ordinary user who happens to have (or registered) the name is never promoted — the start stops with
 * one line naming ADMIN_USERNAME (ConfigError), and nothing about that user changes.
 */
export async function seedAdmin(db: Db, config: Config): Promise<string | null> {
  const password = config.adminPassword ?? randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  const created = await db
    .insert(users)
    .values({ username: config.adminUsername, passwordHash, role: "admin" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created.length) {
    const [existing] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${config.adminUsername})`);
    if (existing && existing.role !== "admin") {
      throw new ConfigError(
        `Invalid environment variable ADMIN_USERNAME: "${config.adminUsername}" is an existing user's account (id ${existing.id}, role ${existing.role}) and is not made an administrator; choose another ADMIN_USERNAME`,
      );
    }
    if (existing && config.adminPassword) {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, existing.id), eq(users.role, "admin")));
    }
    return null;
  }
  if (config.adminPassword) return null;
  const file = path.join(config.dataDir, "admin-password");
  // DATA_DIR may not exist yet when JWT_SECRET is given and the database is PostgreSQL.
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return file;
}
