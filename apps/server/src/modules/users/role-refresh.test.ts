import { beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "../../test/event-stream.js";
import { serverForFile } from "../../test/file-server.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";
import { bumpRoleVersion } from "./role-version.js";

/** Two servers on one database: the grant goes through B, the user's live stream is open on A. */
const a = serverForFile();
const b = serverForFile();
let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAdmin(b.api)).token;
});

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    sub: string;
    role: string;
    rv?: number;
    exp: number;
  };

const grant = (id: number, role: string) =>
  b.api("POST", `/api/admin/users/${id}/role`, { token: adminToken, json: { role } });

/** Opens the user's live stream on server A. */
async function openStream(user: TestUser) {
  const stream = await openEventStream(a.server.url, user.token);
  expect(stream.response.status).toBe(200);
  return stream;
}

describe("a role change reaches the logged-in user's open app", () => {
  it("pushes role_changed on the user's live stream (through another server process) when an admin grants a role", async () => {
    const user = await createUser(a.api, "rolepush");
    const stream = await openStream(user);
    expect(await stream.waitForEvent("unread")).toBeTruthy();
    expect((await grant(user.id, "publisher")).status).toBe(200);
    const pushed = await stream.waitForEvent("role_changed");
    expect(pushed?.data).toEqual({ role_version: 1 });
    await stream.close();
  });

  it("does not push to other users, and not for a grant that changes nothing", async () => {
    const user = await createUser(a.api, "rolequiet");
    const other = await createUser(a.api, "roleother");
    const stream = await openStream(other);
    await stream.waitForEvent("unread");
    expect((await grant(user.id, "user")).status).toBe(200); // already a user: no change
    expect((await grant(user.id, "publisher")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(stream.events.filter((e) => e.event === "role_changed")).toEqual([]);
    await stream.close();
    const me = await a.api("GET", "/api/me", { token: user.token });
    expect(claims(me.body.access_token).rv).toBe(1);
  });

  it("tokens carry the role version; /me renews a token issued before a role change (same expiry)", async () => {
    const user = await createUser(a.api, "rolerv");
    const first = claims(user.token);
    expect(first.rv).toBe(0);
    // Nothing changed: no new token.
    const same = await a.api("GET", "/api/me", { token: user.token });
    expect(same.status).toBe(200);
    expect(same.body.access_token).toBeUndefined();

    expect((await grant(user.id, "publisher")).status).toBe(200);
    const me = await a.api("GET", "/api/me", { token: user.token });
    expect(me.body.role).toBe("publisher");
    expect(typeof me.body.access_token).toBe("string");
    const renewed = claims(me.body.access_token);
    expect(renewed).toMatchObject({ sub: String(user.id), role: "publisher", rv: 1 });
    expect(Math.abs(renewed.exp - first.exp)).toBeLessThanOrEqual(2);
    // The renewed token is current: no further renewal; the old one still works until it expires.
    const again = await a.api("GET", "/api/me", { token: me.body.access_token });
    expect(again.body.access_token).toBeUndefined();
    // A fresh login carries the current version.
    const login = await a.api("POST", "/api/login", {
      form: { username: user.username, password: user.password },
    });
    expect(claims(login.body.access_token).rv).toBe(1);
  });

  it("bumpRoleVersion announces only when its transaction commits", async () => {
    const user = await createUser(a.api, "rolerollback");
    const stream = await openStream(user);
    await stream.waitForEvent("unread");
    await b.server.app.db
      .transaction(async (tx) => {
        await bumpRoleVersion(tx, user.id);
        throw new Error("rolled back");
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 400));
    expect(stream.events.some((e) => e.event === "role_changed")).toBe(false);
    await b.server.app.db.transaction((tx) => bumpRoleVersion(tx, user.id));
    expect((await stream.waitForEvent("role_changed"))?.data).toEqual({ role_version: 1 });
    await stream.close();
  });
});
