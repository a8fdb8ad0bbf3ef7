import { describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.js";
import { authorize, isAllowed } from "./policy.js";

describe("authorize", () => {
  it("lets an account act on its own data and on a request that names no account", () => {
    expect(isAllowed(7, "wallet.read", { ownerId: 7 })).toBe(true);
    expect(isAllowed(7, "wallet.read", { ownerId: undefined })).toBe(true);
    expect(() => authorize(7, "listing.change", { ownerId: 7 })).not.toThrow();
  });

  it("refuses another account's data with 403 forbidden and the action's own reason", () => {
    let error: unknown;
    try {
      authorize(7, "wallet.read", { ownerId: 8 });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 403,
      code: "forbidden",
      message: "You may only see your own wallet",
    });
    expect(isAllowed(7, "merchant.change", { ownerId: 0 })).toBe(false);
  });
});
