import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/use-test-server.js";

const { api } = useTestServer();

describe("health and cross-cutting behaviour", () => {
  it("reports ok and which database it runs on", async () => {
    const res = await api("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "ok",
      db: process.env.TEST_DB === "postgres" ? "postgres" : "pglite",
    });
  });

  it("answers an unknown API route with a JSON 404", async () => {
    const res = await api("GET", "/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: expect.any(String), code: "not_found" });
  });

  it("refuses an oversized body with 413", async () => {
    const res = await api("POST", "/api/register", {
      raw: JSON.stringify({ username: "x".repeat(2 * 1024 * 1024), password: "y" }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  it("refuses an unsupported content type with 415", async () => {
    const res = await api("POST", "/api/register", {
      raw: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupported_media_type");
  });

  it("publishes the OpenAPI document with every API route", async () => {
    const res = await api("GET", "/api/docs/json");
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      "/api/login",
      "/api/register",
      "/api/me",
      "/api/channels",
      "/api/categories",
      "/api/home/slogan",
    ]) {
      expect(paths).toContain(p);
    }
  });
});
