import { describe, expect, it } from "vitest";
import { isInAppPath, messageLinkKind } from "./message-link";

describe("message links", () => {
  it("labels each kind of link the server writes", () => {
    expect(messageLinkKind("/question?id=12#comment-34")).toBe("answer");
    expect(messageLinkKind("/question?id=12")).toBe("question");
    expect(messageLinkKind("/wallet/rechargeRecorde?kind=withdraw")).toBe("withdrawals");
    expect(messageLinkKind("/orders?placed=5")).toBe("orders");
    expect(messageLinkKind("/wallet/balanceLogs")).toBe("balance");
    expect(messageLinkKind("/userCenter")).toBe("other");
  });

  it("follows only paths inside the app", () => {
    expect(isInAppPath("/question?id=1")).toBe(true);
    expect(isInAppPath(null)).toBe(false);
    expect(isInAppPath("https://evil.example/")).toBe(false);
    expect(isInAppPath("//evil.example/")).toBe(false);
    expect(isInAppPath("/\\evil.example")).toBe(false);
    expect(isInAppPath("javascript:alert(1)")).toBe(false);
  });
});
