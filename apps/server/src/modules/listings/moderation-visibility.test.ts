import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createPosters,
  housekeepingInput,
  housingInput,
  jobInput,
  post,
  postHousing,
  saleInput,
  uniqueCity,
} from "../../test/listings-helpers.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

/**
 * Issue 17: a listing under moderation (pending, hidden, rejected) is gone for everyone but its owner
 * (detail 404, not on the board, not in search, not among the housing cities); its owner sees it with
 * the note in the detail and their own list, and editing it resubmits it (pending, never published).
 */
const { server, api } = useTestServer();
let publisher: TestUser;
let other: TestUser;

beforeAll(async () => {
  ({ publisher } = await createPosters(server.app, api));
  other = await createUser(api, "listingother");
});

const KINDS = [
  {
    path: "/api/housing",
    table: "housing",
    search: "housing",
    input: (t: string) => housingInput(uniqueCity(), { title: t }),
  },
  { path: "/api/sales", table: "sale_items", search: "sales", input: (t: string) => saleInput({ title: t }) },
  {
    path: "/api/housekeeping",
    table: "housekeeping_items",
    search: "housekeeping",
    input: (t: string) => housekeepingInput({ title: t }),
  },
  { path: "/api/jobs", table: "jobs", search: "jobs", input: (t: string) => jobInput({ title: t }) },
] as const;

const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

describe.each(KINDS)("a listing under moderation ($path)", (kind) => {
  it("is 404 and absent from the board and search for others; its owner sees it with the note", async () => {
    const word = `审核${randomBytes(4).toString("hex")}`;
    const hidden = await post(api, kind.path, publisher.token, kind.input(`${word} 隐藏`));
    const shown = await post(api, kind.path, publisher.token, kind.input(`${word} 公开`));
    expect(hidden).toMatchObject({ moderation: null, moderation_note: null });
    await server.app.db.execute(
      sql`update ${sql.raw(kind.table)} set moderation = 'hidden', moderation_note = 'fake photos' where id = ${hidden.id}`,
    );

    for (const token of [undefined, other.token]) {
      const as = token ? { token } : {};
      const detail = await api("GET", `${kind.path}/${hidden.id}`, as);
      expect(detail.status).toBe(404);
      const board = await api("GET", `${kind.path}?page_size=50`, as);
      expect(ids(board.body)).toContain(shown.id);
      expect(ids(board.body)).not.toContain(hidden.id);
      const search = await api("GET", `/api/search?q=${encodeURIComponent(word)}&kind=${kind.search}`, as);
      expect(search.body.groups.flatMap(ids)).toEqual([shown.id]);
    }
    // Not even through the owner's list of someone else.
    const theirs = await api("GET", `${kind.path}?mine=true&page_size=50`, { token: other.token });
    expect(ids(theirs.body)).not.toContain(hidden.id);

    const own = await api("GET", `${kind.path}/${hidden.id}`, { token: publisher.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ moderation: "hidden", moderation_note: "fake photos", is_mine: true });
    const mine = await api("GET", `${kind.path}?mine=true&page_size=50`, { token: publisher.token });
    expect(mine.body.items.find((l: { id: number }) => l.id === hidden.id)).toMatchObject({
      moderation: "hidden",
      moderation_note: "fake photos",
    });
  });

  it("goes back to pending when its owner edits it, still hidden from others", async () => {
    const listing = await post(api, kind.path, publisher.token, kind.input("被拒绝的信息"));
    await server.app.db.execute(
      sql`update ${sql.raw(kind.table)} set moderation = 'rejected', moderation_note = 'wrong category' where id = ${listing.id}`,
    );
    const edit = await api("PUT", `${kind.path}/${listing.id}`, {
      token: publisher.token,
      json: kind.input("改好了的信息"),
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ moderation: "pending", moderation_note: "wrong category" });
    expect((await api("GET", `${kind.path}/${listing.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `${kind.path}/${listing.id}`)).status).toBe(404);
  });
});

describe("housing cities", () => {
  it("do not count a housing listing under moderation", async () => {
    const city = uniqueCity("审核城");
    const listing = await postHousing(server.app, api, publisher.token, city);
    const cities = async () =>
      (await api("GET", "/api/housing/cities", { headers: { "cache-control": "no-cache" } })).body.items as {
        city: string;
      }[];
    expect((await cities()).some((c) => c.city === city)).toBe(true);
    await server.app.db.execute(sql`update housing set moderation = 'pending' where id = ${listing.id}`);
    expect((await cities()).some((c) => c.city === city)).toBe(false);
  });
});
