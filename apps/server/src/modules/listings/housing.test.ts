import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { toTsQuery } from "../../lib/search-tokens.js";
import {
  housingInput,
  moveToCity,
  post,
  postHousing,
  uniqueCity,
  uploadFile,
  useListingsServer,
} from "../../test/listings-helpers.js";
import { PDF, PNG } from "../../test/sample-files.js";

const { server, api, publisher, organization, plain } = useListingsServer();

type Item = { id: number; title: string; status: string; city: string };
const ids = (body: { items: Item[] }) => body.items.map((i) => i.id).sort((a, b) => a - b);

async function list(query: string, token?: string) {
  const res = await api("GET", `/api/housing?${query}`, token ? { token } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Item[]; total: number; page: number; page_size: number };
}

describe("posting housing", () => {
  it("stores every field and answers with computed unit price, owner and is_mine", async () => {
    const city = uniqueCity();
    const created = await postHousing(server.app, api, publisher.token, city, { lat: 39.99, lng: 116.48 });
    expect(created).toMatchObject({
      title: "朝阳区南北通透两居室",
      category_id: 11,
      top_category_id: 1,
      price: 300,
      area: 80,
      unit_price: 37_500,
      room: 2,
      hall: 1,
      toilet: 1,
      orientation: "south_north",
      decoration: "fine",
      type: "residential",
      city,
      facilities: ["电梯", "车位"],
      owner_id: publisher.id,
      owner_name: publisher.username,
      is_mine: true,
      status: "active",
      views: 0,
      is_verified: false,
      lat: 39.99,
      lng: 116.48,
      image_urls: [],
    });
    const odd = await postHousing(server.app, api, organization.token, city, { price: 123.45, area: 67.89 });
    expect(odd.unit_price).toBe(Math.round((123.45 * 10_000) / 67.89));
    expect(odd.price).toBe(123.45);
    expect(odd.area).toBe(67.89);
  });

  it("is for publishers, organizations and admins only: a plain user gets 403", async () => {
    const res = await api("POST", "/api/housing", { token: plain.token, json: housingInput(uniqueCity()) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
    expect((await api("POST", "/api/housing", { json: housingInput(uniqueCity()) })).status).toBe(401);
  });

  it("validates the body: parent categories, negative prices and bad phones are 400", async () => {
    const city = uniqueCity();
    for (const bad of [
      { category_id: 1 },
      { category_id: 99 },
      { price: -1 },
      { area: 0 },
      { price: 1.234 },
      { type: "castle" },
      { phone: "call me" },
      { title: "" },
      { city: "北京市" },
      { city: "Atlantis" },
    ]) {
      const res = await api("POST", "/api/housing", {
        token: publisher.token,
        json: housingInput(city, bad),
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
  });

  it("accepts only JPEG/PNG pictures the poster uploaded", async () => {
    const city = uniqueCity();
    const postImages = (image_urls: string[]) =>
      api("POST", "/api/housing", { token: publisher.token, json: housingInput(city, { image_urls }) });
    const mine = await uploadFile(server.url, publisher.token, "room.png", PNG);
    const created = await postHousing(server.app, api, publisher.token, city, { image_urls: [mine] });
    expect(created.image_urls).toEqual([mine]);

    const theirs = await uploadFile(server.url, organization.token, "theirs.png", PNG);
    const stolen = await postImages([mine, theirs]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe("not_your_upload");

    const unknown = await postImages(["/uploads/00000000-0000-0000-0000-000000000000/x.png"]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("not_your_upload");

    const pdf = await uploadFile(server.url, publisher.token, "plan.pdf", PDF);
    const notImage = await postImages([pdf]);
    expect(notImage.status).toBe(415);
    expect(notImage.body.code).toBe("invalid_file_type");

    const foreignUrl = await postImages(["https://example.com/a.png"]);
    expect(foreignUrl.status).toBe(400);
    expect((await list(`city=${encodeURIComponent(city)}`)).total).toBe(1);
  });

  it("fills the search vector from the title and text fields", async () => {
    const city = uniqueCity("Lisboa");
    const created = await postHousing(server.app, api, publisher.token, city, {
      title: "Appartement lumineux",
      details: "Près du métro, très calme",
    });
    const match = async (query: string) => {
      const rows = await queryRows<{ id: number }>(
        server.app.db,
        sql`select id from housing where id = ${created.id} and search_vector @@ ${toTsQuery(query)}::tsquery`,
      );
      return rows.length;
    };
    expect(await match("lumineux")).toBe(1);
    expect(await match("metro calme")).toBe(1);
    expect(await match("望京")).toBe(1);
    expect(await match("castle")).toBe(0);
  });
});

describe("housing list filters", () => {
  let city: string;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    city = uniqueCity();
    const specs: Record<string, Record<string, unknown>> = {
      small: { category_id: 11, price: 150, area: 45, room: 1, type: "apartment", decoration: "rough" },
      mid: {
        category_id: 12,
        price: 200,
        area: 60,
        room: 2,
        type: "residential",
        decoration: "simple",
        is_urgent: true,
      },
      big: {
        category_id: 21,
        price: 480,
        area: 119.5,
        room: 3,
        type: "residential",
        decoration: "fine",
        has_vr: true,
      },
      villa: {
        category_id: 22,
        price: 1200,
        area: 300,
        room: 5,
        type: "villa",
        decoration: "fine",
        is_flat: true,
      },
      shop: { category_id: 31, price: 500, area: 120, room: 0, type: "apartment", decoration: "simple" },
    };
    for (const [key, spec] of Object.entries(specs)) {
      made[key] = (await postHousing(server.app, api, publisher.token, city, { title: key, ...spec })).id;
    }
    // Verification is granted by the platform, not by the poster.
    await server.app.db.execute(sql`update housing set is_verified = true where id = ${made.big}`);
  });

  const q = (extra: string) =>
    list(`city=${encodeURIComponent(city)}&page_size=50${extra ? `&${extra}` : ""}`);
  const expectIds = async (extra: string, keys: string[]) => {
    const body = await q(extra);
    expect(ids(body), extra).toEqual(keys.map((k) => made[k]).sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(body.total).toBe(keys.length);
  };

  it("filters by city and lists newest first", async () => {
    const body = await q("");
    expect(body.items.map((i) => i.title)).toEqual(["shop", "villa", "big", "mid", "small"]);
    expect(body.total).toBe(5);
  });

  it("filters by price range (万 yuan; minimum included, maximum excluded)", async () => {
    await expectIds("price_max=200", ["small"]);
    await expectIds("price_min=200&price_max=500", ["mid", "big"]);
    await expectIds("price_min=500", ["villa", "shop"]);
  });

  it("filters by size range", async () => {
    await expectIds("size_max=60", ["small"]);
    await expectIds("size_min=60&size_max=120", ["mid", "big"]);
    await expectIds("size_min=120", ["villa", "shop"]);
  });

  it("filters by layout: room=3 means three rooms or more", async () => {
    await expectIds("room=1", ["small"]);
    await expectIds("room=2", ["mid"]);
    await expectIds("room=3", ["big", "villa"]);
  });

  it("filters by type and decoration", async () => {
    await expectIds("type=villa", ["villa"]);
    await expectIds("type=apartment", ["small", "shop"]);
    await expectIds("decoration=fine", ["big", "villa"]);
    await expectIds("decoration=simple&type=residential", ["mid"]);
  });

  it("filters by tab", async () => {
    await expectIds("tab=all", ["small", "mid", "big", "villa", "shop"]);
    await expectIds("tab=verified", ["big"]);
    await expectIds("tab=vr", ["big"]);
    await expectIds("tab=urgent", ["mid"]);
    await expectIds("tab=flat", ["villa"]);
  });

  it("filters by child category or by parent category", async () => {
    await expectIds("category_id=11", ["small"]);
    await expectIds("top_category_id=1", ["small", "mid"]);
    await expectIds("top_category_id=2", ["big", "villa"]);
    await expectIds("category_id=2", ["big", "villa"]);
    await expectIds("top_category_id=3&category_id=32", []);
  });

  it("counts cities of active listings", async () => {
    const res = await api("GET", "/api/housing/cities");
    expect(res.status).toBe(200);
    expect(res.body.items).toContainEqual({ city, count: 5 });
  });

  it("rejects bad filter values with 400, never 5xx", async () => {
    for (const query of [
      "page_size=15",
      "page_size=0",
      "page=0",
      "price_min=-1",
      "size_max=-5",
      "room=abc",
      "room=0",
      "room=4",
      "tab=popular",
      "type=castle",
      "decoration=luxury",
      "category_id=99",
      "category_id=-1",
      "top_category_id=11",
      "top_category_id=99999999999",
      "mine=maybe",
    ]) {
      const res = await api("GET", `/api/housing?${query}`);
      expect(res.status, query).toBe(400);
      expect(["validation_error", "invalid_category"], query).toContain(res.body.code);
    }
  });
});

describe("housing pages", () => {
  it("pages with 10, 20 or 50 per page (default 10)", async () => {
    const city = uniqueCity();
    for (let i = 0; i < 12; i++) {
      await postHousing(server.app, api, organization.token, city, { title: `房源 ${i}` });
    }
    const first = await list(`city=${encodeURIComponent(city)}`);
    expect(first.page_size).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(12);
    expect(first.items[0]?.title).toBe("房源 11");
    const second = await list(`city=${encodeURIComponent(city)}&page=2`);
    expect(second.items.map((i) => i.title)).toEqual(["房源 1", "房源 0"]);
    expect((await list(`city=${encodeURIComponent(city)}&page_size=20`)).items).toHaveLength(12);
    expect((await list(`city=${encodeURIComponent(city)}&page_size=50&page=2`)).items).toHaveLength(0);
  });
});

describe("housing detail, edit and close", () => {
  it("counts views and answers 404 listing_not_found for unknown ids", async () => {
    const created = await post(api, "/api/housing", publisher.token, housingInput(uniqueCity()));
    const first = await api("GET", `/api/housing/${created.id}`);
    expect(first.status).toBe(200);
    expect(first.body.views).toBe(1);
    expect(first.body.is_mine).toBe(false);
    // The owner's view does not count; another user's does (once a day: listing-lifecycle.test.ts).
    const second = await api("GET", `/api/housing/${created.id}`, { token: publisher.token });
    expect(second.body.views).toBe(1);
    expect(second.body.is_mine).toBe(true);
    const third = await api("GET", `/api/housing/${created.id}`, { token: plain.token });
    expect(third.body).toMatchObject({ is_mine: false, views: 2 });

    const missing = await api("GET", "/api/housing/2000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("listing_not_found");
    expect((await api("GET", "/api/housing/abc")).status).toBe(400);
  });

  it("lets only the owner edit; the edit replaces the fields and the search text", async () => {
    const city = uniqueCity();
    const created = await postHousing(server.app, api, publisher.token, city);
    const changes = housingInput(city, { title: "降价急售", price: 250, is_urgent: true });

    const other = await api("PUT", `/api/housing/${created.id}`, {
      token: organization.token,
      json: changes,
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("forbidden");
    expect((await api("PUT", `/api/housing/${created.id}`, { json: changes })).status).toBe(401);
    const missing = await api("PUT", "/api/housing/2000000000", { token: publisher.token, json: changes });
    expect(missing.status).toBe(404);

    const edited = await api("PUT", `/api/housing/${created.id}`, { token: publisher.token, json: changes });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "降价急售", price: 250, unit_price: 31_250, is_urgent: true });
    await moveToCity(server.app, created.id, city);
    expect(new Date(edited.body.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updated_at).getTime(),
    );
    expect(ids(await list(`city=${encodeURIComponent(city)}&tab=urgent`))).toEqual([created.id]);
    const [row] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from housing where id = ${created.id} and search_vector @@ ${toTsQuery("急售")}::tsquery`,
    );
    expect(row?.n).toBe(1);
  });

  it("closes (owner only): the listing leaves the lists, its detail says closed, mine still lists it", async () => {
    const city = uniqueCity();
    const kept = await postHousing(server.app, api, publisher.token, city, { title: "kept" });
    const closing = await postHousing(server.app, api, publisher.token, city, { title: "closing" });

    const close = (id: number, token: string) =>
      api("POST", `/api/housing/${id}/status`, { token, json: { status: "closed" } });
    const other = await close(closing.id, organization.token);
    expect(other.status).toBe(403);
    expect((await close(2000000000, publisher.token)).status).toBe(404);

    const closed = await close(closing.id, publisher.token);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe("closed");
    // Closing again changes nothing.
    expect((await close(closing.id, publisher.token)).status).toBe(200);

    expect(ids(await list(`city=${encodeURIComponent(city)}`))).toEqual([kept.id]);
    const cities = await api("GET", "/api/housing/cities");
    expect(cities.body.items).toContainEqual({ city, count: 1 });
    const detail = await api("GET", `/api/housing/${closing.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe("closed");

    const mine = await list(`mine=true&city=${encodeURIComponent(city)}`, publisher.token);
    expect(mine.items.map((i) => [i.title, i.status])).toEqual([
      ["closing", "closed"],
      ["kept", "active"],
    ]);
    expect((await list(`mine=true&city=${encodeURIComponent(city)}`, organization.token)).total).toBe(0);
    const anonymousMine = await api("GET", "/api/housing?mine=true");
    expect(anonymousMine.status).toBe(401);

    const edit = await api("PUT", `/api/housing/${closing.id}`, {
      token: publisher.token,
      json: housingInput(city),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe("listing_closed");
  });
});
