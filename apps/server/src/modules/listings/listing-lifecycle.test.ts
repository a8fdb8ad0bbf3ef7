import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import {
  housekeepingInput,
  housingInput,
  post,
  saleInput,
  useListingsServer,
} from "../../test/listings-helpers.js";
import { createUser } from "../../test/user-factories.js";
import { listingExpiryTick } from "./listing-expiry.job.js";

const { server, api, publisher, organization, plain } = useListingsServer();

const DAY = 86_400_000;
const view = (path: string, options: { token?: string; agent?: string } = {}) =>
  api("GET", path, {
    ...(options.token ? { token: options.token } : {}),
    headers: { "user-agent": options.agent ?? "test-browser" },
  });
const setStatus = (path: string, token: string, status: string) =>
  api("POST", `${path}/status`, { token, json: { status } });
const messagesOf = async (token: string, userId: number) =>
  (await api("GET", `/api/messages/user/${userId}`, { token })).body.items as {
    kind: string;
    title: string;
    content: string;
    link: string | null;
  }[];

describe("views", () => {
  it("count once per viewer and day, never the owner's, and once for requests at the same time", async () => {
    const sale = await post(api, "/api/sales", plain.token, saleInput());
    const path = `/api/sales/${sale.id}`;
    const reader = await createUser(api, "reader");

    expect((await view(path)).body.views).toBe(1);
    expect((await view(path)).body.views).toBe(1); // the same anonymous visitor
    expect((await view(path, { agent: "another-browser" })).body.views).toBe(2);
    expect((await view(path, { token: plain.token })).body.views).toBe(2); // the owner
    await Promise.all(Array.from({ length: 5 }, () => view(path, { token: reader.token })));
    expect((await view(path, { token: reader.token })).body.views).toBe(3);

    // The next day the same reader counts again.
    await server.app.db.execute(
      sql`update listing_views set day = day - 1 where kind = 'sale' and listing_id = ${sale.id}`,
    );
    expect((await view(path, { token: reader.token })).body.views).toBe(4);
    expect((await view(path, { token: reader.token })).body.views).toBe(4);
    const [row] = await queryRows<{ views: number }>(
      server.app.db,
      sql`select views from sale_items where id = ${sale.id}`,
    );
    expect(row?.views).toBe(4);
  });

  it("of a listing under moderation count nothing (only its owner sees it)", async () => {
    const sale = await post(api, "/api/sales", plain.token, saleInput());
    await server.app.db.execute(sql`update sale_items set moderation = 'pending' where id = ${sale.id}`);
    expect((await view(`/api/sales/${sale.id}`)).status).toBe(404);
    expect((await view(`/api/sales/${sale.id}`, { token: plain.token })).body.views).toBe(0);
  });
});

describe("status: close, sold, relist, renew", () => {
  it("is the owner's: another user gets 403, an unknown listing 404, an anonymous caller 401", async () => {
    const sale = await post(api, "/api/sales", plain.token, saleInput());
    const path = `/api/sales/${sale.id}`;
    for (const status of ["closed", "sold", "active"]) {
      const res = await setStatus(path, organization.token, status);
      expect(res.status, status).toBe(403);
    }
    expect((await api("POST", `${path}/status`, { json: { status: "closed" } })).status).toBe(401);
    expect((await setStatus("/api/sales/2000000000", plain.token, "closed")).status).toBe(404);
    expect((await setStatus(path, plain.token, "expired")).status).toBe(400);
    expect((await view(path)).body.status).toBe("active");
  });

  it("marks only sale items sold; sold and closed leave the lists and cannot be edited", async () => {
    const housing = await post(api, "/api/housing", publisher.token, housingInput("北京"));
    const refused = await setStatus(`/api/housing/${housing.id}`, publisher.token, "sold");
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("status_not_allowed");

    const sale = await post(api, "/api/sales", plain.token, saleInput());
    const sold = await setStatus(`/api/sales/${sale.id}`, plain.token, "sold");
    expect(sold.status).toBe(200);
    expect(sold.body.status).toBe("sold");
    const board = await api("GET", "/api/sales?page_size=50");
    expect(board.body.items.some((i: { id: number }) => i.id === sale.id)).toBe(false);
    const edit = await api("PUT", `/api/sales/${sale.id}`, { token: plain.token, json: saleInput() });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe("listing_closed");
  });

  it("relists a sold, closed or expired listing and renews an active one: a new lifetime, reminded again", async () => {
    const service = await post(api, "/api/housekeeping", publisher.token, housekeepingInput());
    const path = `/api/housekeeping/${service.id}`;
    const lifetime = server.app.config.listings.lifetimeDays;
    const near = (iso: string, days: number) =>
      Math.abs(new Date(iso).getTime() - (Date.now() + days * DAY)) < 60_000;
    expect(near(service.expires_at, lifetime)).toBe(true);
    // Only the owner learns when it expires.
    expect((await view(path, { token: organization.token })).body.expires_at).toBeNull();

    for (const before of ["closed", "expired", "active"]) {
      await server.app.db.execute(
        sql`update housekeeping_items set status = ${before}, expires_at = now() + interval '1 day',
          expiry_reminded_at = now() where id = ${service.id}`,
      );
      const relisted = await setStatus(path, publisher.token, "active");
      expect(relisted.status, before).toBe(200);
      expect(relisted.body.status).toBe("active");
      expect(near(relisted.body.expires_at, lifetime), before).toBe(true);
      const [row] = await queryRows<{ reminded: unknown }>(
        server.app.db,
        sql`select expiry_reminded_at as reminded from housekeeping_items where id = ${service.id}`,
      );
      expect(row?.reminded, before).toBeNull();
    }
  });

  it("never brings a listing hidden by a moderator back into public view", async () => {
    const sale = await post(api, "/api/sales", plain.token, saleInput());
    await setStatus(`/api/sales/${sale.id}`, plain.token, "closed");
    await server.app.db.execute(sql`update sale_items set moderation = 'hidden' where id = ${sale.id}`);
    const relisted = await setStatus(`/api/sales/${sale.id}`, plain.token, "active");
    expect(relisted.status).toBe(200);
    expect(relisted.body.moderation).toBe("hidden");
    expect((await view(`/api/sales/${sale.id}`)).status).toBe(404);
    const board = await api("GET", "/api/sales?page_size=50");
    expect(board.body.items.some((i: { id: number }) => i.id === sale.id)).toBe(false);
  });
});

describe("favourites", () => {
  it("are the caller's own, only of visible active listings, and listed while they stay active", async () => {
    const fan = await createUser(api, "fan");
    const other = await createUser(api, "other");
    const sale = await post(api, "/api/sales", plain.token, saleInput());
    const path = `/api/sales/${sale.id}`;

    expect((await api("PUT", `${path}/favorite`)).status).toBe(401);
    const on = await api("PUT", `${path}/favorite`, { token: fan.token });
    expect(on.body).toEqual({ favorited: true, favorites: 1 });
    expect((await api("PUT", `${path}/favorite`, { token: fan.token })).body).toEqual({
      favorited: true,
      favorites: 1,
    });
    expect((await view(path, { token: fan.token })).body).toMatchObject({ favorited: true, favorites: 1 });
    expect((await view(path, { token: other.token })).body).toMatchObject({ favorited: false, favorites: 1 });
    expect((await view(path)).body).toMatchObject({ favorited: false, favorites: 1 });

    const mine = await api("GET", "/api/listings/favorites", { token: fan.token });
    expect(mine.body.items).toMatchObject([{ kind: "sales", id: sale.id, title: sale.title }]);
    expect((await api("GET", "/api/listings/favorites", { token: other.token })).body.items).toEqual([]);
    // Another user's DELETE removes only their own (absent) favourite.
    expect((await api("DELETE", `${path}/favorite`, { token: other.token })).body).toEqual({
      favorited: false,
      favorites: 1,
    });

    await setStatus(path, plain.token, "closed");
    expect((await api("GET", "/api/listings/favorites", { token: fan.token })).body.items).toEqual([]);
    const closed = await api("PUT", `${path}/favorite`, { token: other.token });
    expect(closed.status).toBe(404);
    expect((await api("DELETE", `${path}/favorite`, { token: fan.token })).body).toEqual({
      favorited: false,
      favorites: 0,
    });
  });
});

describe("the poster on a detail", () => {
  it("shows the poster's other active, published listings of every kind", async () => {
    const poster = await createUser(api, "poster");
    const first = await post(api, "/api/sales", poster.token, saleInput({ title: "第一件" }));
    const second = await post(api, "/api/sales", poster.token, saleInput({ title: "第二件" }));
    const closed = await post(api, "/api/sales", poster.token, saleInput({ title: "已下架" }));
    await setStatus(`/api/sales/${closed.id}`, poster.token, "closed");
    const held = await post(api, "/api/sales", poster.token, saleInput({ title: "审核中" }));
    await server.app.db.execute(sql`update sale_items set moderation = 'pending' where id = ${held.id}`);

    const detail = await view(`/api/sales/${first.id}`);
    expect(detail.body.owner_name).toBe(poster.username);
    expect(detail.body.poster_listings).toMatchObject([{ kind: "sales", id: second.id, title: "第二件" }]);
  });
});

describe("expiry job", () => {
  it("reminds the owner once before, then expires the listing and tells them; prunes old views", async () => {
    const owner = await createUser(api, "expiring");
    await api("PUT", `/api/customers/${owner.id}`, { token: owner.token, json: { lang: "en" } });
    const soon = await post(api, "/api/sales", owner.token, saleInput({ title: "Old bike" }));
    const later = await post(api, "/api/sales", owner.token, saleInput({ title: "New lamp" }));
    const config = server.app.config.listings;
    await server.app.db.execute(
      sql`update sale_items set expires_at = now() + interval '1 day' where id = ${soon.id}`,
    );

    // Two processes at once still remind once.
    await Promise.all([
      listingExpiryTick(server.app.db, config, new Date()),
      listingExpiryTick(server.app.db, config, new Date()),
    ]);
    await listingExpiryTick(server.app.db, config, new Date());
    let notes = await messagesOf(owner.token, owner.id);
    const reminders = notes.filter((m) => m.kind === "listing_expiring");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.title).toBe("Your listing expires soon");
    expect(reminders[0]?.content).toContain("Old bike");
    expect(reminders[0]?.link).toBe(`/saleDetail?id=${soon.id}`);

    await server.app.db.execute(
      sql`update sale_items set expires_at = now() - interval '1 minute' where id = ${soon.id}`,
    );
    await Promise.all([
      listingExpiryTick(server.app.db, config, new Date()),
      listingExpiryTick(server.app.db, config, new Date()),
    ]);
    notes = await messagesOf(owner.token, owner.id);
    expect(notes.filter((m) => m.kind === "listing_expired")).toHaveLength(1);
    expect((await view(`/api/sales/${soon.id}`)).body.status).toBe("expired");
    expect((await view(`/api/sales/${later.id}`)).body.status).toBe("active");
    const board = await api("GET", "/api/sales?page_size=50");
    expect(board.body.items.some((i: { id: number }) => i.id === soon.id)).toBe(false);

    // Relisted, it is reminded again when its new end comes near.
    expect((await setStatus(`/api/sales/${soon.id}`, owner.token, "active")).body.status).toBe("active");

    await server.app.db.execute(
      sql`insert into listing_views (kind, listing_id, viewer, day)
        values ('sale', ${later.id}, 'u:old', current_date - 5), ('sale', ${later.id}, 'u:new', current_date)`,
    );
    await listingExpiryTick(server.app.db, config, new Date());
    const kept = await queryRows<{ viewer: string }>(
      server.app.db,
      sql`select viewer from listing_views where kind = 'sale' and listing_id = ${later.id} order by viewer`,
    );
    expect(kept.map((r) => r.viewer)).toContain("u:new");
    expect(kept.map((r) => r.viewer)).not.toContain("u:old");
  });
});
