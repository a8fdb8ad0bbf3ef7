import { randomBytes } from "node:crypto";
import { HOUSING_CITIES } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, expect } from "vitest";
import { setRole } from "./db-factories.js";
import { usersForFile } from "./file-server.js";
import type { ApiClient } from "./http.js";
import { useTestServer } from "./use-test-server.js";
import { createUser, type TestUser } from "./user-factories.js";

/** Uploads one file through the real upload endpoint and returns its URL. */
export async function uploadFile(
  baseUrl: string,
  token: string,
  name: string,
  data: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append("type", "file");
  form.append("files", new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${baseUrl}/api/upload/file`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.url;
}

/**
 * A city name no other test uses, so list assertions only see this test's listings. New listings must
 * name one of HOUSING_CITIES: postHousing posts in a listed city and then moves the row to this one.
 */
export const uniqueCity = (prefix = "测试城") => `${prefix}${randomBytes(4).toString("hex")}`;

/** Housing input; a city off HOUSING_CITIES (a uniqueCity) is sent as 北京 (see postHousing). */
export function housingInput(city: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "朝阳区南北通透两居室",
    category_id: 11,
    price: 300,
    area: 80,
    room: 2,
    hall: 1,
    toilet: 1,
    orientation: "south_north",
    floor: "12/18",
    decoration: "fine",
    type: "residential",
    district: "朝阳",
    address: "望京西路 8 号",
    subway: "14号线 望京站",
    facilities: ["电梯", "车位"],
    tag: "满五唯一",
    details: "采光好，拎包入住",
    contact: "王先生",
    phone: "13800000000",
    city: (HOUSING_CITIES as readonly string[]).includes(city) ? city : "北京",
    ...overrides,
  };
}

/** Moves a housing listing to a test's own city (the list filter takes any name; input only listed ones). */
export async function moveToCity(app: Pick<FastifyInstance, "db">, id: number, city: string) {
  await app.db.execute(sql`update housing set city = ${city} where id = ${id}`);
}

/** Posts housing (must succeed) and moves it to `city`, a uniqueCity isolating the test's lists. */
export async function postHousing(
  app: Pick<FastifyInstance, "db">,
  api: ApiClient,
  token: string,
  city: string,
  overrides: Record<string, unknown> = {},
) {
  const created = await post(api, "/api/housing", token, housingInput(city, overrides));
  await moveToCity(app, created.id, city);
  return { ...created, city };
}

export const saleInput = (overrides: Record<string, unknown> = {}) => ({
  title: "九成新 iPad Air",
  category: "electronics",
  price: 2350.5,
  location: "上海 徐汇",
  description: "自用，无划痕，带原装充电器",
  contact: "李女士",
  phone: "13900000000",
  ...overrides,
});

export const housekeepingInput = (overrides: Record<string, unknown> = {}) => ({
  title: "深度保洁 新房开荒",
  category: "cleaning",
  location: "深圳 南山",
  address: "科技园南区",
  company: "洁美家政",
  years: 8,
  price_from: 199,
  description: "专业团队，自带工具",
  contact: "陈经理",
  phone: "0755-12345678",
  ...overrides,
});

export const jobInput = (overrides: Record<string, unknown> = {}) => ({
  title: "前端工程师",
  jobType: "full_time",
  labels: ["五险一金", "双休"],
  quantity: 2,
  education: "bachelor",
  experience: "3to5",
  address: "杭州市 西湖区 文三路 90 号",
  salary_min: 15000,
  salary_max: 25000,
  talkable: true,
  description: "<p>负责 <strong>React</strong> 应用开发</p>",
  company: "云栖科技",
  contact: "HR 周女士",
  phone: "0571-88888888",
  ...overrides,
});

/** POST that must succeed; returns the created listing. */
export async function post(api: ApiClient, path: string, token: string, json: unknown) {
  const res = await api("POST", path, { token, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The accounts the listings tests post as: a publisher, an organization, and a plain user (who may not post). */
export async function createPosters(app: Pick<FastifyInstance, "db">, api: ApiClient) {
  const publisher = await createUser(api, "publisher");
  const organization = await createUser(api, "organization");
  const plain = await createUser(api, "plain");
  await setRole(app, publisher.id, "publisher");
  await setRole(app, organization.id, "organization");
  return { publisher, organization, plain } satisfies Record<string, TestUser>;
}

/**
 * The same three posters, registered once for a whole test file right after its server starts (as
 * usersForFile, whose users they are): `const { publisher, organization, plain } = postersForFile({ server, api })`.
 */
export function postersForFile(t: {
  readonly server: { readonly app: Pick<FastifyInstance, "db"> };
  readonly api: ApiClient;
}) {
  const posters = usersForFile(t, "publisher", "organization", "plain");
  beforeAll(async () => {
    await setRole(t.server.app, posters.publisher.id, "publisher");
    await setRole(t.server.app, posters.organization.id, "organization");
  });
  return posters;
}

/**
 * The usual set-up of a listings API test file: its server (useTestServer) and the three posters
 * (postersForFile): `const { server, api, publisher, organization, plain } = useListingsServer()`.
 */
export function useListingsServer() {
  const { server, api } = useTestServer();
  return { server, api, ...postersForFile({ server, api }) };
}
