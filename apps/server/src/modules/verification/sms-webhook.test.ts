import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { users } from "../../db/schema/index.js";
import { apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { createUser } from "../../test/user-factories.js";
import { SMS_WEBHOOK_HEADERS, smsWebhookSignature } from "./delivery/sms-webhook.js";

const SECRET = "sms-webhook-test-secret-0123456789abcdef";

interface Received {
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A local SMS gateway: records every request and answers as `mode` says. */
let gateway: Server;
let gatewayUrl: string;
let mode: "ok" | "fail" | "hang" | "redirect" = "ok";
const received: Received[] = [];

let server: TestServer;
const api = (...args: Parameters<ReturnType<typeof apiClient>>) => apiClient(server.url)(...args);

beforeAll(async () => {
  gateway = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (mode === "hang") return; // never answers: the sender's timeout must end it
      // Would accept the message if the sender followed the redirect (it must not).
      if (mode === "redirect" && !req.url?.includes("redirected")) {
        res.writeHead(307, { location: `${gatewayUrl}?redirected=1` }).end();
        return;
      }
      res.writeHead(mode === "ok" ? 202 : 503, { "content-type": "application/json" });
      res.end(JSON.stringify(mode === "ok" ? { queued: true } : { error: "gateway down" }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  server = await startTestServer({
    sms: { provider: "webhook", url: gatewayUrl, secret: SECRET, timeoutMs: 500 },
  });
});
afterAll(async () => {
  await server?.close();
  gateway?.closeAllConnections();
  await new Promise((resolve) => gateway?.close(resolve));
});

async function userWithPhone() {
  const user = await createUser(apiClient(server.url), "smsweb");
  const phone = `137${String(user.id).padStart(8, "0").slice(-8)}`;
  await server.app.db.update(users).set({ phone, country: "CN" }).where(eq(users.id, user.id));
  return { user, phone };
}

const devMessages = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from messages where user_id = ${userId} and kind = 'verification_code_dev'`,
    )
  )[0]?.n;

describe("SMS through a webhook gateway (SMS_PROVIDER=webhook)", () => {
  it("POSTs a signed {to, text} in the user's language; the code in it verifies the phone", async () => {
    mode = "ok";
    const { user, phone } = await userWithPhone();
    const before = received.length;
    const sent = await api("POST", "/api/auth/verify-phone", {
      token: user.token,
      json: { country: "+86", phone, lang: "en" },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.delivery).toBe("sms");
    expect(received.length).toBe(before + 1);
    const request = received.at(-1) as Received;

    expect(request.headers["content-type"]).toBe("application/json");
    const payload = JSON.parse(request.body);
    expect(Object.keys(payload).sort()).toEqual(["text", "to"]);
    expect(payload.to).toBe(`+86${phone}`);
    expect(payload.text).toMatch(/^\[Ask & Earn\] Your phone verification code is \d{6}\./);
    // The receiver can check the signature over the exact body and the signed timestamp.
    const timestamp = String(request.headers[SMS_WEBHOOK_HEADERS.timestamp]);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers[SMS_WEBHOOK_HEADERS.signature]).toBe(
      smsWebhookSignature(SECRET, timestamp, request.body),
    );
    expect(request.headers[SMS_WEBHOOK_HEADERS.signature]).not.toBe(
      smsWebhookSignature("another-secret-another-secret-0000", timestamp, request.body),
    );
    expect(request.headers[SMS_WEBHOOK_HEADERS.id]).toMatch(/^[0-9a-f-]{36}$/);
    // Real delivery: no development message is written.
    expect(await devMessages(user.id)).toBe(0);

    const code = /(\d{6})/.exec(payload.text)?.[1];
    const done = await api("POST", "/api/auth/verify-phone-code", {
      token: user.token,
      json: { country: "+86", phone, code },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.is_phone_verified).toBe(true);
  });

  for (const failure of ["fail", "hang", "redirect"] as const) {
    it(`answers 502 sms_delivery_failed when the gateway ${failure === "fail" ? "answers 503" : failure === "hang" ? "does not answer in time" : "redirects"}; the user may retry at once`, async () => {
      const { user, phone } = await userWithPhone();
      mode = failure;
      const started = Date.now();
      const res = await api("POST", "/api/auth/verify-phone", {
        token: user.token,
        json: { country: "+86", phone },
      });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe("sms_delivery_failed");
      // The detail never carries the secret or the code's text.
      expect(res.body.detail).not.toContain(SECRET);
      expect(res.body.detail).not.toMatch(/\d{6}/);
      if (failure === "hang") expect(Date.now() - started).toBeLessThan(5_000);
      // The signed message never went to the address the gateway redirected to.
      if (failure === "redirect") expect(received.some((r) => r.url?.includes("redirected"))).toBe(false);
      // The failed code was forgotten: no 60 s wait before the next try.
      mode = "ok";
      const retry = await api("POST", "/api/auth/verify-phone", {
        token: user.token,
        json: { country: "+86", phone },
      });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      expect(await devMessages(user.id)).toBe(0);
    });
  }
});
