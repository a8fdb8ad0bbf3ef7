import { beforeAll, describe, expect, it } from "vitest";
import { reports } from "../../db/schema/index.js";
import { fundWallet, setRole } from "../../test/db-factories.js";
import { housingInput, post, uniqueCity } from "../../test/listings-helpers.js";
import { uniqueMobile, verifyPhone } from "../../test/phone-factories.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";
import { payBonusTo } from "../../test/wallet-factories.js";
import { maskPhone } from "./admin-users.service.js";

const { server, api } = useTestServer();
let adminToken: string;
let target: TestUser;
let phone: string;
let questionId: number;

const search = (query: string, token = adminToken) => api("GET", `/api/admin/users?${query}`, { token });
const detail = (id: number, token = adminToken) => api("GET", `/api/admin/users/${id}`, { token });

beforeAll(async () => {
  adminToken = (await loginAdmin(api)).token;
  target = await createUser(api, "findme");
  phone = uniqueMobile();
  await verifyPhone(server.app, target.id, phone);
  await setRole(server.app, target.id, "publisher");
  const publisher = await createUser(api, "payer");
  await fundWallet(server.app, publisher.id, 20);
  await payBonusTo(api, publisher, target, 12.5);
  await fundWallet(server.app, target.id, 30);
  questionId = await createQuestion(api, target, { title: "Where do I renew a visa?" });
  await post(
    api,
    "/api/housing",
    target.token,
    housingInput(uniqueCity(), { title: "Sunny flat near the park" }),
  );
});

describe("GET /api/admin/users", () => {
  it("finds an account by part of its username, by id and by phone digits, with the phone masked", async () => {
    const part = target.username.slice(0, 12).toUpperCase();
    for (const q of [part, String(target.id), phone.slice(-6), `${phone.slice(0, 3)} ${phone.slice(3)}`]) {
      const res = await search(`q=${encodeURIComponent(q)}&limit=100`);
      expect(res.status, q).toBe(200);
      const found = res.body.items.find((u: { id: number }) => u.id === target.id);
      expect(found, q).toMatchObject({
        username: target.username,
        role: "publisher",
        status: "active",
        phone_verified: true,
        phone: `•••••••${phone.slice(-4)}`,
      });
      expect(JSON.stringify(res.body), q).not.toContain(phone);
    }
    // The exact id comes first, before usernames that merely contain its digits.
    expect((await search(`q=${target.id}`)).body.items[0].id).toBe(target.id);
  });

  it("treats % and _ in the text as plain characters, not wildcards", async () => {
    const res = await search("q=%25_%25");
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it("filters by role and ban status and pages with has_more", async () => {
    const banned = await createUser(api, "findbanned");
    const ban = await api("POST", `/api/admin/users/${banned.id}/ban`, {
      token: adminToken,
      json: { reason: "spam" },
    });
    expect(ban.status).toBe(200);
    const onlyBanned = await search("status=banned&q=findbanned&limit=100");
    expect(onlyBanned.body.items.map((u: { id: number }) => u.id)).toContain(banned.id);
    expect(onlyBanned.body.items.every((u: { status: string }) => u.status === "banned")).toBe(true);
    expect(onlyBanned.body.items.find((u: { id: number }) => u.id === banned.id).ban_reason).toBe("spam");
    const active = await search(`status=active&q=${banned.id}`);
    expect(active.body.items.map((u: { id: number }) => u.id)).not.toContain(banned.id);

    const admins = await search("role=admin");
    expect(admins.body.items.length).toBeGreaterThan(0);
    expect(admins.body.items.every((u: { role: string }) => u.role === "admin")).toBe(true);

    const first = await search("q=find&limit=1");
    expect(first.body).toMatchObject({ has_more: true });
    expect(first.body.items).toHaveLength(1);
    const second = await search("q=find&limit=1&offset=1");
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
  });

  it("refuses bad filters with 400 and everyone but an administrator with 403", async () => {
    for (const query of ["role=root", "status=deleted", "limit=0", "limit=101", "offset=-1"]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    expect((await search("q=a", target.token)).status).toBe(403);
    expect((await detail(target.id, target.token)).status).toBe(403);
    expect((await api("GET", "/api/admin/users")).status).toBe(401);
  });
});

describe("GET /api/admin/users/{id}", () => {
  it("shows the balance, counts, recent activity with dates and the open reports against the user", async () => {
    const other = await createUser(api, "otherasker");
    const otherQuestion = await createQuestion(api, other, { title: "Best tea shop downtown?" });
    await createComment(api, target, otherQuestion, "Try the one by the river");
    const reporter = await createUser(api, "reporter");
    await server.app.db.insert(reports).values([
      { reporterId: reporter.id, targetType: "user", targetId: target.id, reason: "fraud", note: "fake ads" },
      // Closed reports and reports of other targets are not listed.
      { reporterId: other.id, targetType: "user", targetId: target.id, reason: "spam", status: "dismissed" },
      { reporterId: reporter.id, targetType: "question", targetId: questionId, reason: "spam" },
    ]);

    const res = await detail(target.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      role: "publisher",
      phone: `•••••••${phone.slice(-4)}`,
      balance: { available: 42.5, withdrawable: 12.5, pending_withdrawals: 0 },
      counts: { questions: 1, answers: 2, listings: 1 },
    });
    expect(res.body.recent.questions).toEqual([
      { id: questionId, title: "Where do I renew a visa?", created_at: expect.any(String) },
    ]);
    expect(res.body.recent.answers[0]).toMatchObject({
      question_id: otherQuestion,
      question_title: "Best tea shop downtown?",
    });
    expect(res.body.recent.listings).toEqual([
      {
        id: expect.any(Number),
        kind: "housing",
        title: "Sunny flat near the park",
        created_at: expect.any(String),
      },
    ]);
    expect(res.body.open_reports).toEqual([
      {
        id: expect.any(Number),
        reason: "fraud",
        note: "fake ads",
        reporter_id: reporter.id,
        reporter_name: reporter.username,
        created_at: expect.any(String),
      },
    ]);
  });

  it("answers 404 for an unknown account and 400 for a bad id", async () => {
    expect((await detail(2_000_000_000)).status).toBe(404);
    expect((await api("GET", "/api/admin/users/abc", { token: adminToken })).status).toBe(400);
  });
});

describe("maskPhone", () => {
  it("keeps only the last four digits and the number's shape", () => {
    expect(maskPhone("13812345678")).toBe("•••••••5678");
    expect(maskPhone("+86 138-1234-5678")).toBe("+•• •••-••••-5678");
    expect(maskPhone("1234")).toBe("••••");
    expect(maskPhone("")).toBeNull();
    expect(maskPhone(null)).toBeNull();
  });
});
