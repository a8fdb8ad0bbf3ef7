import { createServer } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { users } from "../../db/schema/index.js";
import { type ApiResponse, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { type CaptureSmtp, startCaptureSmtp } from "../../test/smtp-capture.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

const PUBLIC_URL = "https://ask.example.test";
let smtp: CaptureSmtp;
/** Sends email through the real local SMTP server. */
let mailing: TestServer;
/** No SMTP configured: the development transport (log + system message). */
let dev: TestServer;
const responses: { path: string; res: ApiResponse }[] = [];

beforeAll(async () => {
  smtp = await startCaptureSmtp();
  mailing = await startTestServer({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  dev = await startTestServer();
});
afterAll(async () => {
  await mailing?.close();
  await dev?.close();
  await smtp?.close();
});

/** Every call is recorded, so that the last test can check no request ever ended in a 5xx. */
function client(server: () => TestServer) {
  return async (method: string, path: string, opts: Parameters<ReturnType<typeof apiClient>>[2] = {}) => {
    const res = await apiClient(server().url)(method, path, opts);
    responses.push({ path, res });
    return res;
  };
}
const viaSmtp = client(() => mailing);
const api = client(() => dev);

const db = () => dev.app.db;

async function setContact(
  user: TestUser,
  contact: { email?: string | null; phone?: string | null; country?: string | null; lang?: string | null },
) {
  await db().update(users).set(contact).where(eq(users.id, user.id));
}

async function flags(user: TestUser) {
  const [row] = await db()
    .select({ email: users.isEmailVerified, phone: users.isPhoneVerified })
    .from(users)
    .where(eq(users.id, user.id));
  return row;
}

async function latestCodeRow(user: TestUser, channel: "email" | "phone") {
  const [row] = await queryRows<{ id: number; target: string; code_hash: string; attempts: number }>(
    db(),
    sql`select id, target, code_hash, attempts from verification_codes
      where user_id = ${user.id} and channel = ${channel} order by sent_at desc, id desc limit 1`,
  );
  return row;
}

/** The code the development transport wrote into the user's newest system message. */
async function devCode(user: TestUser): Promise<string> {
  const [row] = await queryRows<{ content: string }>(
    db(),
    sql`select content from messages where user_id = ${user.id} and kind = 'verification_code_dev'
      order by id desc limit 1`,
  );
  const code = /\b(\d{6})\b/.exec(row?.content ?? "")?.[1];
  if (!code) throw new Error(`no development code message for user ${user.id}`);
  return code;
}

/** Makes the newest code look older, as if time had passed (the resend rule uses the database clock). */
async function ageLatestCode(user: TestUser, channel: "email" | "phone", seconds: number) {
  await db().execute(
    sql`update verification_codes set sent_at = sent_at - make_interval(secs => ${seconds})
      where id = (select id from verification_codes where user_id = ${user.id} and channel = ${channel}
        order by sent_at desc, id desc limit 1)`,
  );
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function userWithEmail(prefix = "mail") {
  const user = await createUser(apiClient(dev.url), prefix);
  const email = `${user.username}@example.test`;
  await setContact(user, { email });
  return { user, email };
}

async function userWithPhone(prefix = "phone") {
  const user = await createUser(apiClient(dev.url), prefix);
  const phone = `139${String(user.id).padStart(8, "0").slice(-8)}`;
  await setContact(user, { phone, country: "CN" });
  return { user, phone };
}

describe("email verification through a real SMTP server", () => {
  it("mails a code and a link in the user's language; the code verifies the address", async () => {
    const { user, email } = await userWithEmail();
    const sent = await viaSmtp("POST", "/api/auth/verify-email", {
      token: user.token,
      json: { email, lang: "de" },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({
      message: "verification_email_sent",
      channel: "email",
      delivery: "smtp",
      expires_in: 600,
      resend_in: 60,
    });

    const mail = smtp.mails.find((m) => m.envelopeTo.includes(email));
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.from).toContain("no-reply@askearn.local");
    expect(mail.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse für Ask & Earn");
    const code = /Ihr Bestätigungscode lautet (\d{6})\./.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const link = `${PUBLIC_URL}/userCenter?verify_email=${code}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    // Only a keyed hash is stored, never the code.
    const row = await latestCodeRow(user, "email");
    expect(row?.target).toBe(email);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);

    // The web app takes the code from the link's verify_email parameter.
    const fromLink = new URL(link).searchParams.get("verify_email");
    const done = await viaSmtp("POST", "/api/auth/verify-email-code", {
      token: user.token,
      json: { code: fromLink },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({
      message: "verification_success",
      channel: "email",
      is_email_verified: true,
      is_phone_verified: false,
    });
    expect(await flags(user)).toEqual({ email: true, phone: false });

    const again = await viaSmtp("POST", "/api/auth/verify-email", { token: user.token, json: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_verified");
  });

  it("writes the mail in the user's saved language, Chinese by default", async () => {
    const { user, email } = await userWithEmail();
    const sent = await viaSmtp("POST", "/api/auth/verify-email", { token: user.token, json: {} });
    expect(sent.status).toBe(200);
    const mail = smtp.mails.find((m) => m.envelopeTo.includes(email));
    expect(mail?.subject).toBe("验证您在有问必赏的邮箱");
    expect(mail?.text).toMatch(/您的邮箱验证码是 \d{6}。/);

    const arabic = await userWithEmail();
    await setContact(arabic.user, { lang: "ar" });
    await viaSmtp("POST", "/api/auth/verify-email", { token: arabic.user.token, json: {} });
    const arMail = smtp.mails.find((m) => m.envelopeTo.includes(arabic.email));
    expect(arMail?.subject).toBe("تحقق من بريدك الإلكتروني في Ask & Earn");
    expect(arMail?.html).toContain('dir="rtl"');
  });

  it("answers 502 email_delivery_failed when the SMTP server is down, and the user may retry at once", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const broken = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${closedPort}` });
    try {
      const { user } = await userWithEmail();
      const res = await apiClient(broken.url)("POST", "/api/auth/verify-email", {
        token: user.token,
        json: {},
      });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: "email_delivery_failed", detail: expect.any(String) });
      expect(await latestCodeRow(user, "email")).toBeUndefined();
      const retry = await api("POST", "/api/auth/verify-email", { token: user.token, json: {} });
      expect(retry.status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe("email verification rules", () => {
  it("development transport: logs the code and writes a marked system message with code and link", async () => {
    const { user, email } = await userWithEmail();
    await setContact(user, { lang: "en" });
    const sent = await api("POST", "/api/auth/verify-email", { token: user.token, json: { email } });
    expect(sent.status).toBe(200);
    expect(sent.body.delivery).toBe("development");
    const [message] = await queryRows<{ kind: string; title: string; content: string; is_read: boolean }>(
      db(),
      sql`select kind, title, content, is_read from messages where user_id = ${user.id}`,
    );
    expect(message?.kind).toBe("verification_code_dev");
    expect(message?.title).toBe("[Development] Verification code");
    expect(message?.content).toContain("Development delivery");
    expect(message?.content).toContain(email);
    const code = await devCode(user);
    expect(message?.content).toContain(`/userCenter?verify_email=${code}`);
    expect(message?.is_read).toBe(false);

    const done = await api("POST", "/api/auth/verify-email-code", { token: user.token, json: { code } });
    expect(done.status).toBe(200);
    expect(await flags(user)).toEqual({ email: true, phone: false });
  });

  it("counts wrong codes: after 5 wrong tries the code is dead (429), even the right one", async () => {
    const { user } = await userWithEmail();
    expect((await api("POST", "/api/auth/verify-email", { token: user.token, json: {} })).status).toBe(200);
    const code = await devCode(user);
    for (let i = 1; i <= 4; i++) {
      const res = await api("POST", "/api/auth/verify-email-code", {
        token: user.token,
        json: { code: otherCode(code) },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "wrong_code", detail: expect.stringContaining(`${5 - i} tr`) });
    }
    const fifth = await api("POST", "/api/auth/verify-email-code", {
      token: user.token,
      json: { code: otherCode(code) },
    });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe("too_many_attempts");
    const right = await api("POST", "/api/auth/verify-email-code", { token: user.token, json: { code } });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("too_many_attempts");
    expect((await latestCodeRow(user, "email"))?.attempts).toBe(5);
    expect(await flags(user)).toEqual({ email: false, phone: false });
  });

  it("compares at most 5 guesses even when they arrive all at once", async () => {
    const { user } = await userWithEmail();
    await api("POST", "/api/auth/verify-email", { token: user.token, json: {} });
    const code = await devCode(user);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        api("POST", "/api/auth/verify-email-code", { token: user.token, json: { code: otherCode(code) } }),
      ),
    );
    expect(results.filter((r) => r.body.code === "wrong_code")).toHaveLength(4);
    expect(results.filter((r) => r.body.code === "too_many_attempts")).toHaveLength(8);
    expect((await latestCodeRow(user, "email"))?.attempts).toBe(5);
  });

  it("refuses an expired code with code_expired", async () => {
    const { user } = await userWithEmail();
    await api("POST", "/api/auth/verify-email", { token: user.token, json: {} });
    const code = await devCode(user);
    const row = await latestCodeRow(user, "email");
    await db().execute(
      sql`update verification_codes set expires_at = now() - interval '1 second' where id = ${row?.id}`,
    );
    const res = await api("POST", "/api/auth/verify-email-code", { token: user.token, json: { code } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("code_expired");
    expect(await flags(user)).toEqual({ email: false, phone: false });
  });

  it("refuses a new code within 60 s (429 with the seconds left); a new code replaces the old one", async () => {
    const { user } = await userWithEmail();
    expect((await api("POST", "/api/auth/verify-email", { token: user.token, json: {} })).status).toBe(200);
    const first = await devCode(user);
    const soon = await api("POST", "/api/auth/verify-email", { token: user.token, json: {} });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe("resend_too_soon");
    expect(soon.body.detail).toMatch(/wait (\d+) s/);
    const wait = Number(/wait (\d+) s/.exec(soon.body.detail)?.[1]);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);

    // Concurrent requests cannot slip past the rule either.
    await ageLatestCode(user, "email", 61);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("POST", "/api/auth/verify-email", { token: user.token, json: {} }),
      ),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(19);
    const second = await devCode(user);

    if (first !== second) {
      const old = await api("POST", "/api/auth/verify-email-code", {
        token: user.token,
        json: { code: first },
      });
      expect(old.status).toBe(400);
      expect(old.body.code).toBe("wrong_code");
    }
    const ok = await api("POST", "/api/auth/verify-email-code", {
      token: user.token,
      json: { code: second },
    });
    expect(ok.status).toBe(200);
    const replay = await api("POST", "/api/auth/verify-email-code", {
      token: user.token,
      json: { code: second },
    });
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe("already_verified");
  });

  it("makes the code useless once the email changes, and verifies only the current address", async () => {
    const { user, email } = await userWithEmail();
    await api("POST", "/api/auth/verify-email", { token: user.token, json: { email } });
    const code = await devCode(user);
    // The customer record is edited elsewhere (PUT /customers/{id}); here the change is made directly.
    await setContact(user, { email: `new.${email}` });
    const res = await api("POST", "/api/auth/verify-email-code", { token: user.token, json: { code } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("verification_target_changed");
    expect(await flags(user)).toEqual({ email: false, phone: false });

    // A code can only be asked for the saved address.
    const mismatch = await api("POST", "/api/auth/verify-email", { token: user.token, json: { email } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe("contact_mismatch");
  });

  it("needs a saved email address and a code to redeem", async () => {
    const user = await createUser(apiClient(dev.url), "nomail");
    const none = await api("POST", "/api/auth/verify-email", { token: user.token, json: {} });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe("nothing_to_verify");
    const noCode = await api("POST", "/api/auth/verify-email-code", {
      token: user.token,
      json: { code: "123456" },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.code).toBe("nothing_to_verify");
  });
});

describe("phone verification with the development SMS provider", () => {
  it("sends a code to the saved number and verifies it", async () => {
    const { user, phone } = await userWithPhone();
    await setContact(user, { lang: "fr" });
    const sent = await api("POST", "/api/auth/verify-phone", {
      token: user.token,
      json: { country: "+86", phone, id: user.id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({
      message: "verification_phone_sent",
      channel: "phone",
      delivery: "development",
      expires_in: 600,
      resend_in: 60,
    });
    const [message] = await queryRows<{ title: string; content: string }>(
      db(),
      sql`select title, content from messages where user_id = ${user.id} and kind = 'verification_code_dev'`,
    );
    expect(message?.title).toBe("[Développement] Code de vérification");
    expect(message?.content).toContain(`+86${phone}`);
    expect((await latestCodeRow(user, "phone"))?.target).toBe(`+86${phone}`);

    const code = await devCode(user);
    const done = await api("POST", "/api/auth/verify-phone-code", {
      token: user.token,
      json: { id: user.id, phone, country: "+86", code },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      message: "verification_success",
      channel: "phone",
      is_phone_verified: true,
    });
    expect(await flags(user)).toEqual({ email: false, phone: true });
  });

  it("keeps email and phone apart: a phone code right after an email code is fine", async () => {
    const { user, phone } = await userWithPhone();
    await setContact(user, { email: `${user.username}@example.test` });
    expect((await api("POST", "/api/auth/verify-email", { token: user.token, json: {} })).status).toBe(200);
    const sms = await api("POST", "/api/auth/verify-phone", {
      token: user.token,
      json: { country: "86", phone },
    });
    expect(sms.status).toBe(200);
    const again = await api("POST", "/api/auth/verify-phone", {
      token: user.token,
      json: { country: "+86", phone },
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("resend_too_soon");
  });

  it("refuses another user's id with 403 on both routes", async () => {
    const { user, phone } = await userWithPhone();
    const other = await createUser(apiClient(dev.url), "other");
    const send = await api("POST", "/api/auth/verify-phone", {
      token: user.token,
      json: { country: "+86", phone, id: other.id },
    });
    expect(send.status).toBe(403);
    expect(send.body.code).toBe("forbidden");
    const check = await api("POST", "/api/auth/verify-phone-code", {
      token: user.token,
      json: { country: "+86", phone, id: other.id, code: "123456" },
    });
    expect(check.status).toBe(403);
    expect(check.body.code).toBe("forbidden");
  });

  it("verifies only the saved number and only while it stays saved", async () => {
    const { user, phone } = await userWithPhone();
    const wrongNumber = await api("POST", "/api/auth/verify-phone", {
      token: user.token,
      json: { country: "+86", phone: "13700000000" },
    });
    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.body.code).toBe("contact_mismatch");
    const wrongCountry = await api("POST", "/api/auth/verify-phone", {
      token: user.token,
      json: { country: "+49", phone },
    });
    expect(wrongCountry.status).toBe(400);
    expect(wrongCountry.body.code).toBe("contact_mismatch");

    expect(
      (await api("POST", "/api/auth/verify-phone", { token: user.token, json: { country: "+86", phone } }))
        .status,
    ).toBe(200);
    const code = await devCode(user);
    // Moving to another country with the same digits: the code was for +86.
    await setContact(user, { country: "DE" });
    const moved = await api("POST", "/api/auth/verify-phone-code", {
      token: user.token,
      json: { country: "+49", phone, code },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe("verification_target_changed");
    expect(await flags(user)).toEqual({ email: false, phone: false });

    const nobody = await createUser(apiClient(dev.url), "nophone");
    const none = await api("POST", "/api/auth/verify-phone", {
      token: nobody.token,
      json: { country: "+86", phone },
    });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe("nothing_to_verify");
  });

  it("answers the spec's codes: only_numbers_allowed and invalid_code", async () => {
    const { user, phone } = await userWithPhone();
    for (const bad of ["138-0013-8000", "abc", "123", "1234567890123456", ""]) {
      const res = await api("POST", "/api/auth/verify-phone", {
        token: user.token,
        json: { country: "+86", phone: bad },
      });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toEqual({ code: "only_numbers_allowed", detail: expect.any(String) });
    }
    for (const bad of ["123", "abcd", "12 34", "1234567"]) {
      const res = await api("POST", "/api/auth/verify-phone-code", {
        token: user.token,
        json: { country: "+86", phone, code: bad },
      });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toEqual({ code: "invalid_code", detail: expect.any(String) });
    }
  });
});

describe("input and authentication", () => {
  it("requires a token", async () => {
    for (const path of [
      "/api/auth/verify-email",
      "/api/auth/verify-email-code",
      "/api/auth/verify-phone",
      "/api/auth/verify-phone-code",
    ]) {
      const res = await api("POST", path, { json: {} });
      expect(res.status, path).toBe(401);
      expect(res.body.code, path).toBe("unauthorized");
    }
  });

  it.each([
    ["/api/auth/verify-email", { email: "not-an-email" }],
    ["/api/auth/verify-email", { lang: "klingon" }],
    ["/api/auth/verify-email-code", {}],
    ["/api/auth/verify-email-code", { code: 123456 }],
    ["/api/auth/verify-phone", { phone: "13800138000" }],
    ["/api/auth/verify-phone", { country: "China", phone: "13800138000" }],
    ["/api/auth/verify-phone", { country: "+86", phone: "13800138000", id: "me" }],
    ["/api/auth/verify-phone-code", { country: "+86", phone: "13800138000" }],
  ])("refuses %s %j with 400 {detail, code}", async (path, json) => {
    const user = await createUser(apiClient(dev.url), "bad");
    const res = await api("POST", path, { token: user.token, json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "validation_error", detail: expect.any(String) });
  });

  it("refuses malformed JSON with 400", async () => {
    const user = await createUser(apiClient(dev.url), "bad");
    const res = await api("POST", "/api/auth/verify-email", {
      token: user.token,
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBeTypeOf("string");
  });

  it("documents the routes in OpenAPI", async () => {
    const res = await api("GET", "/api/docs/json");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/verify-email",
        "/api/auth/verify-email-code",
        "/api/auth/verify-phone",
        "/api/auth/verify-phone-code",
      ]),
    );
  });

  it("never answered with a 5xx", () => {
    const failures = responses.filter((r) => r.res.status >= 500);
    expect(failures.map((f) => `${f.path} ${f.res.status} ${JSON.stringify(f.res.body)}`)).toEqual([]);
  });
});
