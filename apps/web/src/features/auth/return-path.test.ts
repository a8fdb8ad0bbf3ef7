import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("returns the in-app page the visitor was sent away from, query and all", () => {
    expect(returnPath({ from: "/userCenter?verify_email=123456" }, "/")).toBe(
      "/userCenter?verify_email=123456",
    );
    expect(returnPath({ from: "/questions/7?tab=answers#a3" }, "/")).toBe("/questions/7?tab=answers#a3");
  });

  it("falls back without a usable state", () => {
    expect(returnPath(undefined, "/")).toBe("/");
    expect(returnPath(null, "/")).toBe("/");
    expect(returnPath({}, "/userCenter")).toBe("/userCenter");
    expect(returnPath({ from: 42 }, "/")).toBe("/");
    expect(returnPath("/userCenter", "/")).toBe("/");
  });

  it("never leaves the site", () => {
    for (const from of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example/x",
      "/\t/evil.example",
      "/%0a/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      const to = returnPath({ from }, "/");
      expect(new URL(to, "http://app.test").origin, from).toBe("http://app.test");
      expect(to.startsWith("//"), from).toBe(false);
    }
    expect(returnPath({ from: "https://evil.example/x" }, "/")).toBe("/");
    expect(returnPath({ from: "//evil.example/x" }, "/")).toBe("/");
    expect(returnPath({ from: "/\\evil.example" }, "/")).toBe("/");
  });

  it("does not return to the login page itself", () => {
    expect(returnPath({ from: "/login" }, "/")).toBe("/");
    expect(returnPath({ from: "/login?x=1" }, "/")).toBe("/");
  });
});
