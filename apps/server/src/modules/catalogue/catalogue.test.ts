import { LOCALES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/use-test-server.js";

const { api } = useTestServer();

describe("channels", () => {
  it("lists the nine seeded channels with icons and names in every locale", async () => {
    const res = await api("GET", "/api/channels");
    expect(res.status).toBe(200);
    expect(res.body.map((c: { icon: string }) => c.icon)).toEqual([
      "agriculture",
      "construction",
      "electronics",
      "finance",
      "healthcare",
      "law",
      "machinery",
      "software",
      "water",
    ]);
    for (const channel of res.body) {
      for (const lang of LOCALES) expect(channel.i18n[lang], `${channel.icon} ${lang}`).toBeTruthy();
    }
  });

  it("names channels in the requested language, Chinese by default", async () => {
    const zh = await api("GET", "/api/channels");
    const en = await api("GET", "/api/channels?lang=en");
    const ar = await api("GET", "/api/channels?lang=ar");
    const law = (list: { icon: string; name: string }[]) => list.find((c) => c.icon === "law")?.name;
    expect(law(zh.body)).toBe(zh.body.find((c: { icon: string }) => c.icon === "law").i18n.zh);
    expect(law(en.body)).toBe("Law");
    expect(law(ar.body)).toMatch(/[\u0600-\u06FF]/);
  });

  it("rejects an unknown language with 400", async () => {
    const res = await api("GET", "/api/channels?lang=xx");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
  });
});

describe("categories", () => {
  it("returns a two-level tree for a channel", async () => {
    const channels = await api("GET", "/api/channels?lang=en");
    const finance = channels.body.find((c: { icon: string }) => c.icon === "finance");
    const res = await api("GET", `/api/categories?channel_id=${finance.id}&lang=en`);
    expect(res.status).toBe(200);
    const tops = res.body.filter((c: { parent_id: number | null }) => c.parent_id === null);
    const children = res.body.filter((c: { parent_id: number | null }) => c.parent_id !== null);
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(children.length).toBeGreaterThanOrEqual(tops.length * 3);
    const topIds = new Set(tops.map((c: { id: number }) => c.id));
    for (const child of children) expect(topIds.has(child.parent_id)).toBe(true);
    for (const c of res.body) expect(c.channel_id).toBe(finance.id);
  });

  it.each([
    ["missing channel_id", "/api/categories", 400],
    ["non-numeric channel_id", "/api/categories?channel_id=abc", 400],
    ["negative channel_id", "/api/categories?channel_id=-1", 400],
    ["unknown channel", "/api/categories?channel_id=999999", 404],
  ])("answers %s with a 4xx and the error shape", async (_name, path, status) => {
    const res = await api("GET", path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail: expect.any(String), code: expect.any(String) });
  });
});
