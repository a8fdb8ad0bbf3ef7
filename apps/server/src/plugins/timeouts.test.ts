import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../test/http.js";
import { startTestServer, type TestServer } from "../test/server.js";
import { createUser } from "../test/user-factories.js";

/**
 * Slow clients are closed: a request whose headers or body arrive a byte at a time is answered 408
 * and disconnected once its limit (HEADERS_ / REQUEST_ / UPLOAD_TIMEOUT_MS, short here) has passed,
 * instead of holding the connection for as long as the client likes.
 */
let server: TestServer;
let port: number;
const limits = { headersMs: 1_000, requestMs: 1_500, uploadMs: 3_000, keepAliveMs: 5_000 };

beforeAll(async () => {
  server = await startTestServer({ timeouts: limits });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

interface Closed {
  /** Milliseconds from the end of `head` until the server closed the connection. */
  after: number;
  data: string;
}

/**
 * Opens a raw connection, writes `head`, then one byte of `drip` every `everyMs` (as a slowloris
 * client does) until the server closes the connection or `giveUpMs` pass.
 */
function slowClient(head: string, drip: string, everyMs: number, giveUpMs = 10_000): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    let sentAt = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received: ${JSON.stringify(data)}`));
    }, giveUpMs);
    socket.on("data", (d) => {
      data += d;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ after: Date.now() - sentAt, data });
    });
    socket.on("connect", () => {
      socket.write(head);
      sentAt = Date.now();
      let i = 0;
      timer = setInterval(() => {
        if (!socket.destroyed && i < drip.length) socket.write(drip[i++] ?? "");
      }, everyMs);
    });
  });
}

const post = (path: string, contentType: string, length: number, token?: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n` +
  `${token ? `Authorization: Bearer ${token}\r\n` : ""}\r\n`;

describe("slow clients", () => {
  it("closes a request whose JSON body drips in (REQUEST_TIMEOUT_MS) with 408", async () => {
    const body = JSON.stringify({ username: "slow_loris", password: "correct horse battery" });
    const closed = await slowClient(post("/api/register", "application/json", body.length), body, 200);
    expect(closed.data).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.data).toContain('"code":"bad_request"');
    expect(closed.after).toBeGreaterThanOrEqual(limits.requestMs - 100);
    expect(closed.after).toBeLessThan(limits.requestMs + 1_500);
  });

  it("gives a multipart upload UPLOAD_TIMEOUT_MS, then closes it too", async () => {
    const user = await createUser(apiClient(server.url), "slowup");
    const boundary = "----slowboundary";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nfile\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${"x".repeat(200)}\r\n--${boundary}--\r\n`;
    const closed = await slowClient(
      post("/api/upload/file", `multipart/form-data; boundary=${boundary}`, body.length, user.token),
      body,
      100,
    );
    // Past the ordinary request limit, still receiving; closed once the upload limit is over.
    expect(closed.after).toBeGreaterThanOrEqual(limits.uploadMs - 100);
    expect(closed.after).toBeLessThan(limits.uploadMs + 1_500);
    expect(closed.data).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection whose headers drip in (HEADERS_TIMEOUT_MS) with 408", async () => {
    const closed = await slowClient(
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n",
      "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      200,
    );
    expect(closed.data).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.after).toBeLessThan(limits.headersMs + 1_500);
  });

  it("closes a connection that never sends a request", async () => {
    const closed = await slowClient("", "", 1_000);
    expect(closed.after).toBeLessThan(limits.headersMs + 1_500);
  });

  it("still serves a request sent at a normal pace, with a body", async () => {
    const res = await apiClient(server.url)("POST", "/api/login", {
      json: { username: "nobody_here", password: "wrong password" },
    });
    expect(res.status).toBe(401);
  });
});
