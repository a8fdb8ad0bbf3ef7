import { describe, expect, it } from "vitest";
import { loginReasonOf, openLoginPrompt } from "./login-prompt";

describe("login prompt", () => {
  it("names the action a visitor tried", () => {
    expect(loginReasonOf("like")).toBe("like");
    expect(loginReasonOf("unlike")).toBe("like");
    expect(loginReasonOf("undislike")).toBe("dislike");
    expect(loginReasonOf("unfavorite")).toBe("favorite");
  });

  it("reports that no prompt is on screen, so the caller explains with a toast instead", () => {
    expect(openLoginPrompt({ reason: "like", from: "/question?id=1" })).toBe(false);
  });
});
