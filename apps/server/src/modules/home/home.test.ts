import { LOCALES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/use-test-server.js";

const { api } = useTestServer();

describe("slogan", () => {
  it("has a distinct slogan in each of the nine languages", async () => {
    const slogans = new Set<string>();
    for (const lang of LOCALES) {
      const res = await api("GET", `/api/home/slogan?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body.lang).toBe(lang);
      slogans.add(res.body.slogan);
    }
    expect(slogans.size).toBe(LOCALES.length);
  });

  it.each([
    ["an unknown language", "lang=klingon"],
    ["an empty language", "lang="],
    ["a language given twice", "lang=en&lang=de"],
  ])("rejects %s with 400 and {detail, code}", async (_name, query) => {
    const res = await api("GET", `/api/home/slogan?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: expect.stringMatching(/\S/), code: "validation_error" });
  });
});

describe("countries", () => {
  it("lists about sixty countries with currency and dialing code", async () => {
    const res = await api("GET", "/api/countries");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(55);
    expect(res.body).toContainEqual({ code: "CN", name: "China", currency: "CNY", dialingCode: "+86" });
    const codes = res.body.map((c: { code: string }) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
