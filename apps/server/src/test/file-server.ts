import { afterAll, beforeAll } from "vitest";
import { type ApiClient, apiClient } from "./http.js";
import { startTestServer, type TestServer } from "./server.js";

/** What `serverForFile` gives a test file: its server and a client of it. */
export interface FileServer {
  server: TestServer;
  api: ApiClient;
}

/**
 * One test server for a whole test file: started before its tests (the file's first beforeAll) and
 * closed after them. Read `t.server` and `t.api` inside hooks and tests, not at the file's top level.
 */
export function serverForFile(...args: Parameters<typeof startTestServer>): FileServer {
  const t = {} as FileServer;
  beforeAll(async () => {
    t.server = await startTestServer(...args);
    t.api = apiClient(t.server.url);
  });
  afterAll(() => t.server.close());
  return t;
}
