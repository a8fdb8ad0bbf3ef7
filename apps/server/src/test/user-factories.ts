import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { ApiClient } from "./http.js";

/** Accounts for API tests: a new user through the API, the seeded administrator. */

export interface TestUser {
  id: number;
  username: string;
  password: string;
  token: string;
}

export function uniqueUsername(prefix = "user"): string {
  return `${prefix}_${randomBytes(5).toString("hex")}`;
}

/** Registers a new user through the API and returns its session. */
export async function createUser(api: ApiClient, prefix = "user"): Promise<TestUser> {
  const username = uniqueUsername(prefix);
  const password = "correct horse battery";
  const res = await api("POST", "/api/register", { json: { username, password } });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, username, password, token: res.body.access_token };
}

/** Logs in as the administrator every test server seeds (test/server.ts) and returns its session. */
export async function loginAdmin(api: ApiClient): Promise<{ id: number; token: string }> {
  const res = await api("POST", "/api/login", {
    form: { username: "admin_test", password: "admin-password-123" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.user.id, token: res.body.access_token };
}
