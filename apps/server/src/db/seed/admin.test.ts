import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Config, ConfigError, loadConfig } from "../../config.js";
import { verifyPassword } from "../../lib/password.js";
import { testDatabase } from "../../test/server.js";
import { uniqueUsername } from "../../test/user-factories.js";
import { users } from "../schema/index.js";
import { seedAdmin } from "./admin.js";

const configFor = (adminUsername: string, adminPassword?: string): Config => ({
  ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-admin-")) }),
  adminUsername,
  adminPassword,
});
const userNamed = async (username: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
};

describe("seedAdmin", () => {
  it("creates the administrator once, with a generated password written to DATA_DIR", async () => {
    const { db } = await testDatabase();
    const config = configFor(uniqueUsername("adm"));
    const file = await seedAdmin(db, config);
    expect(file).toBe(path.join(config.dataDir, "admin-password"));
    const admin = await userNamed(config.adminUsername);
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword(readFileSync(file as string, "utf8").trim(), admin?.passwordHash ?? "")).toBe(
      true,
    );
    // Again (another process, a restart): nothing changes, no new password file.
    expect(await seedAdmin(db, configFor(config.adminUsername))).toBeNull();
    expect((await userNamed(config.adminUsername))?.passwordHash).toBe(admin?.passwordHash);
  });

  it("sets ADMIN_PASSWORD on an existing administrator", async () => {
    const { db } = await testDatabase();
    const name = uniqueUsername("adm");
    await seedAdmin(db, configFor(name));
    expect(await seedAdmin(db, configFor(name, "a-new-admin-password"))).toBeNull();
    expect(await verifyPassword("a-new-admin-password", (await userNamed(name))?.passwordHash ?? "")).toBe(
      true,
    );
  });

  it("never promotes an ordinary user who has the name: it refuses with one line naming ADMIN_USERNAME", async () => {
    const { db } = await testDatabase();
    const name = uniqueUsername("bob");
    await db.insert(users).values({ username: name, passwordHash: "x", role: "user" });
    // Any spelling of the name is the same account (usernames are unique case-insensitively).
    for (const config of [configFor(name), configFor(name.toUpperCase(), "password-of-admin")]) {
      const refused = seedAdmin(db, config);
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(
        /^Invalid environment variable ADMIN_USERNAME: "[^"]+" is an existing user's account \(id \d+, role user\) and is not made an administrator; choose another ADMIN_USERNAME$/,
      );
      expect(existsSync(path.join(config.dataDir, "admin-password"))).toBe(false);
    }
    expect(await userNamed(name)).toMatchObject({ role: "user", passwordHash: "x" });
  });
});
