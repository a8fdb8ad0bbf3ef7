import { describe, expect, it } from "vitest";
import { serverForFile } from "../../test/file-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { notify } from "./notify.js";

const t = serverForFile();

async function send(user: TestUser, title: string) {
  await notify(t.server.app.db, user.id, "bonus_refunded", { title, amountFen: 1250 });
}

describe("system messages", () => {
  it("lists the caller's messages in their language, searches, and marks them read", async () => {
    const user = await createUser(t.api, "reader");
    await t.api("PUT", `/api/customers/${user.id}`, { token: user.token, json: { lang: "en" } });
    await send(user, "Tomato leaves curling");
    await send(user, "Mortgage rates");
    const list = await t.api("GET", `/api/messages/user/${user.id}?skip=0&limit=10`, { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.unread).toBe(2);
    expect(list.body.items[0]).toMatchObject({
      title: "Bonus refunded",
      content: "No answer to “Mortgage rates” qualified; ¥12.50 went back to your balance.",
      is_read: false,
    });
    const found = await t.api("GET", `/api/messages/user/${user.id}?search=tomato`, { token: user.token });
    expect(found.body.items).toHaveLength(1);
    const id = list.body.items[0].id;
    const read = await t.api("PUT", `/api/messages/${id}`, { token: user.token, json: { is_read: true } });
    expect(read.body.is_read).toBe(true);
    expect((await t.api("GET", "/api/messages/unread_count", { token: user.token })).body).toEqual({
      unread: 1,
    });
    expect((await t.api("GET", `/api/messages/${id}`, { token: user.token })).body.is_read).toBe(true);
  });

  it("never shows or changes another user's messages", async () => {
    const alice = await createUser(t.api, "alice");
    const bob = await createUser(t.api, "bob");
    await send(alice, "private");
    const list = await t.api("GET", `/api/messages/user/${alice.id}`, { token: alice.token });
    const id = list.body.items[0].id;
    expect((await t.api("GET", `/api/messages/user/${alice.id}`, { token: bob.token })).status).toBe(403);
    expect((await t.api("GET", `/api/messages/${id}`, { token: bob.token })).status).toBe(404);
    expect(
      (await t.api("PUT", `/api/messages/${id}`, { token: bob.token, json: { is_read: true } })).status,
    ).toBe(404);
    expect((await t.api("GET", `/api/messages/${id}`, { token: alice.token })).body.is_read).toBe(false);
  });

  it("refuses bad input", async () => {
    const user = await createUser(t.api, "bad");
    expect((await t.api("GET", `/api/messages/user/${user.id}?limit=0`, { token: user.token })).status).toBe(
      400,
    );
    expect(
      (await t.api("PUT", "/api/messages/abc", { token: user.token, json: { is_read: true } })).status,
    ).toBe(400);
    expect(
      (await t.api("PUT", "/api/messages/1", { token: user.token, json: { is_read: "yes" } })).status,
    ).toBe(400);
  });
});
