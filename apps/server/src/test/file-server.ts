import { afterAll, beforeAll } from "vitest";
import { type ApiClient, apiClient } from "./http.js";
import { startTestServer, type TestServer } from "./server.js";
import { createUser, type TestUser } from "./user-factories.js";

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

/**
 * Users registered once for a whole test file, right after its server starts (call it after
 * `serverForFile` or `useTestServer`): `const { alice, bob } = usersForFile(t, "alice", "bob")`. Each
 * name is also its username's prefix. Read the users' fields inside hooks and tests.
 */
export function usersForFile<Name extends string>(
  t: { readonly api: ApiClient },
  ...names: Name[]
): Record<Name, TestUser> {
  const created = new Map<Name, TestUser>();
  beforeAll(async () => {
    for (const name of names) created.set(name, await createUser(t.api, name));
  });
  const user = (name: Name): TestUser => {
    const found = created.get(name);
    if (!found)
      throw new Error(`usersForFile: ${name} is registered in beforeAll; use it inside tests or hooks`);
    return found;
  };
  const entries = names.map((name): [Name, TestUser] => [
    name,
    {
      get id() {
        return user(name).id;
      },
      get username() {
        return user(name).username;
      },
      get password() {
        return user(name).password;
      },
      get token() {
        return user(name).token;
      },
    },
  ]);
  return Object.fromEntries(entries) as Record<Name, TestUser>;
}
