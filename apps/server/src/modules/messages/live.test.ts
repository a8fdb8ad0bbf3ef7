import { describe, expect, it } from "vitest";
import { openEventStream } from "../../test/event-stream.js";
import { serverForFile } from "../../test/file-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { notify } from "./notify.js";

/** Two servers on one database, as two processes behind a load balancer would be. */
const a = serverForFile();
const b = serverForFile();

/** Opens the unread stream on server A and checks it is an event stream. */
async function openStream(user: TestUser) {
  const stream = await openEventStream(a.server.url, user.token);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  return stream;
}

describe("live unread count", () => {
  it("pushes the count at once and again when a message arrives through another server process", async () => {
    const user = await createUser(b.api, "live");
    const stream = await openStream(user);
    expect(await stream.waitForUnread(0)).toContain(0);
    // Written by server B's connection pool: server A learns of it only through LISTEN/NOTIFY.
    await notify(b.server.app.db, user.id, "bonus_received", { title: "Live", amountFen: 100 });
    expect(await stream.waitForUnread(1)).toContain(1);
    const list = await b.api("GET", `/api/messages/user/${user.id}`, { token: user.token });
    await b.api("PUT", `/api/messages/${list.body.items[0].id}`, {
      token: user.token,
      json: { is_read: true },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.unreadCounts.at(-1)).toBe(0);
    await stream.close();
  });

  it("pushes only the stream owner's own count", async () => {
    const alice = await createUser(b.api, "alice");
    const bob = await createUser(b.api, "bob");
    const aliceStream = await openStream(alice);
    expect(await aliceStream.waitForUnread(0)).toContain(0);
    await notify(b.server.app.db, bob.id, "bonus_received", { title: "Bob's", amountFen: 100 });
    await notify(b.server.app.db, alice.id, "bonus_received", { title: "Alice's", amountFen: 100 });
    expect(await aliceStream.waitForUnread(1)).toContain(1);
    expect(aliceStream.unreadCounts.every((n) => n <= 1)).toBe(true);
    await aliceStream.close();
  });

  it("refuses a stream without a valid token", async () => {
    const res = await fetch(`${a.server.url}/api/messages/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthorized" });
  });
});
