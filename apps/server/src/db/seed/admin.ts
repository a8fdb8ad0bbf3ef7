import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { hashPassword } from "../../lib/password.js";
import type { Db } from "../client.js";
import { users } from "../schema/index.js";

/**
 * The administrator account (moderation of appeals). With ADMIN_PASSWORD its password is set to that
 * on every start; without it, a random password is generated when the account is first created and
 * written to DATA_DIR/admin-password. Safe to run from several processes at once.
 */
export async function seedAdmin(db: Db, config: Config): Promise<string | null> {
  const password = config.adminPassword ?? randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  const created = await db
    .insert(users)
    .values({ username: config.adminUsername, passwordHash, role: "admin" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const sameName = sql`lower(${users.username}) = lower(${config.adminUsername})`;
  await db
    .update(users)
    .set(config.adminPassword ? { role: "admin", passwordHash } : { role: "admin" })
    .where(sameName);
  if (!created.length || config.adminPassword) return null;
  const file = path.join(config.dataDir, "admin-password");
  // DATA_DIR may not exist yet when JWT_SECRET is given and the database is PostgreSQL.
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return file;
}
