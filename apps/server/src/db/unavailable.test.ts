import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.js";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable (503 database_unavailable instead of 500)", () => {
  it.each([
    [
      "a terminated connection (57P01)",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    ["a server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a connection exception (class 08)", withCode("connection failure", "08006")],
    ["too many connections (53300)", withCode("sorry, too many clients already", "53300")],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a connection that ended mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that had no connection in time", new Error("timeout exceeded when trying to connect")],
    ["a client broken earlier", new Error("Client has encountered a connection error and is not queryable")],
    [
      "every address of a host refused",
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "connect failed"),
    ],
    [
      "any of these inside Drizzle's query error",
      new DrizzleQueryError("select 1", [], withCode("terminating connection", "57P01")),
    ],
  ])("%s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value", "23505")],
    ["a syntax error", new DrizzleQueryError("selec 1", [], withCode("syntax error", "42601"))],
    ["a serialization failure (retried elsewhere)", withCode("could not serialize access", "40001")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["not an error at all", "ECONNREFUSED"],
  ])("not %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it("does not loop on an error that is its own cause", () => {
    const err = new Error("odd") as Error & { cause?: unknown };
    err.cause = err;
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
