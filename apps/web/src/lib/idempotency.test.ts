import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { IdempotencyKeys, mayHaveArrived, newIdempotencyKey } from "./idempotency";

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe("IdempotencyKeys", () => {
  it("reuses the key when the same submission is retried after a network error or a 5xx", () => {
    const keys = new IdempotencyKeys(counter());
    const first = keys.keyFor({ amount: 10 });
    keys.settled(new ApiError(0, "network_error", "offline"));
    expect(keys.keyFor({ amount: 10 })).toBe(first);
    keys.settled(new ApiError(502, "internal_error", "bad gateway"));
    expect(keys.keyFor({ amount: 10 })).toBe(first);
  });

  it("starts a new key after a success, a refusal, or for another payload", () => {
    const keys = new IdempotencyKeys(counter());
    const first = keys.keyFor({ amount: 10 });
    keys.settled();
    const second = keys.keyFor({ amount: 10 });
    expect(second).not.toBe(first);
    keys.settled(new ApiError(402, "insufficient_balance", "short"));
    const third = keys.keyFor({ amount: 10 });
    expect(third).not.toBe(second);
    keys.settled(new ApiError(0, "network_error", "offline"));
    expect(keys.keyFor({ amount: 11 })).not.toBe(third);
  });

  it("gives a double click (two attempts before any answer) the same key", () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ id: 1 })).toBe(keys.keyFor({ id: 1 }));
  });

  it("makes keys the server accepts", () => {
    expect(newIdempotencyKey()).toMatch(/^[\w.:-]{8,100}$/);
    expect(mayHaveArrived(new Error("x"))).toBe(false);
  });
});
