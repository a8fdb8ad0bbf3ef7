import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories.js";
import { type ApiClient, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { notify } from "./notify.js";

/** Two servers on one database, as two processes behind a load balancer would be. */
let serverA: TestServer;
let serverB: TestServer;
let apiB: ApiClient;

beforeAll(async () => {
  serverA = await startTestServer();
  serverB = await startTestServer();
  apiB = apiClient(serverB.url);
});
afterAll(async () => {
  await serverA.close();
  await serverB.close();
});

/** Opens the unread stream and collects the counts it pushes. */
async function openStream(baseUrl: string, user: TestUser) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/messages/stream`, {
    headers: { authorization: `Bearer ${user.token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const counts: number[] = [];
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split("\n").find((line) => line.startsWith("data: "));
          if (event.includes("event: unread") && data) counts.push(JSON.parse(data.slice(6)).unread);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (unread: number) => {
    for (let i = 0; i < 100 && !counts.includes(unread); i++) await new Promise((r) => setTimeout(r, 50));
    expect(counts).toContain(unread);
  };
  return {
    counts,
    waitFor,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describe("live unread count", () => {
  it("pushes the count at once and again when a message arrives through another server process", async () => {
    const user = await createUser(apiB, "live");
    const stream = await openStream(serverA.url, user);
    await stream.waitFor(0);
    // Written by server B's connection pool: server A learns of it only through LISTEN/NOTIFY.
    await notify(serverB.app.db, user.id, "bonus_received", { title: "Live", amountFen: 100 });
    await stream.waitFor(1);
    const list = await apiB("GET", `/api/messages/user/${user.id}`, { token: user.token });
    await apiB("PUT", `/api/messages/${list.body.items[0].id}`, {
      token: user.token,
      json: { is_read: true },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.counts.at(-1)).toBe(0);
    await stream.close();
  });

  it("pushes only the stream owner's own count", async () => {
    const alice = await createUser(apiB, "alice");
    const bob = await createUser(apiB, "bob");
    const aliceStream = await openStream(serverA.url, alice);
    await aliceStream.waitFor(0);
    await notify(serverB.app.db, bob.id, "bonus_received", { title: "Bob's", amountFen: 100 });
    await notify(serverB.app.db, alice.id, "bonus_received", { title: "Alice's", amountFen: 100 });
    await aliceStream.waitFor(1);
    expect(aliceStream.counts.every((n) => n <= 1)).toBe(true);
    await aliceStream.close();
  });

  it("refuses a stream without a valid token", async () => {
    const res = await fetch(`${serverA.url}/api/messages/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthorized" });
  });
});
