import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, apiUser, bearer, expect } from "./fixtures";

/**
 * Classified listings (housing, sales, housekeeping, jobs) the browser tests create through the API:
 * one valid record of each kind, and an organization (may post every kind) that owns one of each.
 */

/** Near People's Square, Shanghai. */
export const SHANGHAI = { lat: 31.2304, lng: 121.4737 };

/** A residential flat's fields besides its title, price, area, rooms and city. */
export const HOUSE_DETAILS = {
  category_id: 11,
  hall: 1,
  toilet: 1,
  orientation: "south_north",
  floor: "12/18",
  decoration: "fine",
  type: "residential",
  district: "浦东",
  subway: "2号线",
  facilities: ["电梯", "车位"],
  contact: "王经理",
  phone: "13800000000",
};

export const SAMPLE_HOUSE = {
  title: "浦东两室一厅 近地铁",
  price: 6500,
  area: 88,
  room: 2,
  city: "上海",
  ...HOUSE_DETAILS,
};

export const SAMPLE_SALE = {
  title: "九成新台灯",
  category: "daily",
  price: 35,
  description: "九成新\n自提",
  contact: "Li",
  ...SHANGHAI,
};

export const SAMPLE_HOUSEKEEPING = {
  title: "同城搬家 2 小时起",
  category: "moving",
  company: "快搬搬家",
  years: 8,
  price_from: 199,
  location: "浦东新区",
  address: "张江路 1 号",
  description: "专业团队，家具拆装。",
  contact: "张师傅",
  phone: "+86 139-0000-0000",
  ...SHANGHAI,
};

export const SAMPLE_JOB = {
  title: "前端工程师",
  jobType: "full_time",
  labels: ["React"],
  quantity: 2,
  salary_min: 8000,
  salary_max: 12000,
  description: "<p>欢迎<strong>加入</strong></p>",
  company: "有问必赏",
  contact: "HR",
  address: "北京市海淀区中关村大街 1 号",
  lat: 39.9,
  lng: 116.4,
};

/** POSTs `data` to `/api` + `path` as the holder of `token`, expects 201 and returns the new id. */
export async function created(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`/api${path}`, { headers: bearer(token), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()).id as number;
}

/**
 * A new user made an organization by the e2e administrator (as the company does), and one listing
 * of each kind they posted. The browser's own session is left alone.
 */
export async function organizationWithListings(page: Page, prefix: string) {
  const request = page.request;
  const owner = (await apiUser(request, prefix)).session;
  const role = await request.post(`/api/admin/users/${owner.user.id}/role`, {
    headers: bearer(await adminToken(page)),
    data: { role: "organization" },
  });
  expect(role.status()).toBe(200);
  owner.user.role = "organization";
  const token = owner.access_token;
  const house = await created(request, token, "/housing", SAMPLE_HOUSE);
  const sale = await created(request, token, "/sales", SAMPLE_SALE);
  const housekeeping = await created(request, token, "/housekeeping", SAMPLE_HOUSEKEEPING);
  const job = await created(request, token, "/jobs", SAMPLE_JOB);
  return { owner, token, house, sale, housekeeping, job };
}
