import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { createUser } from "../../test/user-factories.js";
import { backfillUsernameSkeletons } from "./auth.service.js";
import { usernameSkeleton } from "./username-rules.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("username skeleton backfill at start", () => {
  it("gives accounts without a skeleton theirs, the oldest first; a taken skeleton stays empty", async () => {
    const mark = randomBytes(3).toString("hex");
    // An account registered through the API holds its skeleton already.
    const holder = await createUser(apiClient(server.url), `marker${mark}`);
    const insert = async (username: string) => {
      const [row] = await queryRows<{ id: number }>(
        server.app.db,
        sql`insert into users (username, password_hash) values (${username}, 'x') returning id`,
      );
      return row?.id as number;
    };
    // Accounts from before skeletons existed: two look-alikes, an ordinary name, a look-alike of the holder.
    const paypal = await insert(`paypal${mark}`);
    const lookAlike = await insert(`paypa1${mark}`);
    const plain = await insert(`plain${mark}`);
    const holderLookAlike = await insert(`rn${holder.username.slice(1)}`);

    // Small batches: look-alikes meet inside one batch and across batches.
    await backfillUsernameSkeletons(server.app.db, 2);
    await backfillUsernameSkeletons(server.app.db, 2); // again, as at the next start: nothing changes

    const rows = await queryRows<{ id: number; username_skeleton: string | null }>(
      server.app.db,
      sql`select id, username_skeleton from users where id in (${paypal}, ${lookAlike}, ${plain}, ${holderLookAlike})`,
    );
    const skeleton = Object.fromEntries(rows.map((r) => [r.id, r.username_skeleton]));
    expect(usernameSkeleton(`paypa1${mark}`)).toBe(usernameSkeleton(`paypal${mark}`));
    expect(skeleton[paypal]).toBe(usernameSkeleton(`paypal${mark}`));
    expect(skeleton[lookAlike]).toBeNull();
    expect(skeleton[plain]).toBe(usernameSkeleton(`plain${mark}`));
    expect(skeleton[holderLookAlike]).toBeNull();
  });
});
