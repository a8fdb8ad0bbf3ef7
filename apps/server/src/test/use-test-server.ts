import { afterAll, beforeAll } from "vitest";
import { type ApiClient, apiClient } from "./http.js";
import { startTestServer, type TestServer } from "./server.js";

/**
 * The usual setup of an API test file: one server started before its tests (beforeAll) and closed
 * after them (afterAll). `server` and `api` stand for that server; use them inside tests and hooks
 * (before beforeAll has run there is no server yet, and touching `server` throws).
 */
export function useTestServer(...args: Parameters<typeof startTestServer>): {
  server: TestServer;
  api: ApiClient;
} {
  let started: TestServer | undefined;
  let client: ApiClient | undefined;
  beforeAll(async () => {
    started = await startTestServer(...args);
    client = apiClient(started.url);
  });
  afterAll(() => started?.close());
  const live = (): TestServer => {
    if (!started)
      throw new Error("useTestServer: the server starts in beforeAll; use it inside tests or hooks");
    return started;
  };
  const server = new Proxy({} as TestServer, { get: (_target, property) => Reflect.get(live(), property) });
  const api = ((...request: Parameters<ApiClient>) =>
    (client ?? apiClient(live().url))(...request)) as ApiClient;
  return { server, api };
}
