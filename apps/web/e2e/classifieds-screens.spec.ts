import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, apiUser, bearer, expect, storeSession, test } from "./fixtures";

// Screenshots for people to look at (not assertions): the classifieds' detail pages and editors in zh
// and ar, desktop and 390 px. SCREENSHOTS=1 npx playwright test e2e/classifieds-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

const SHANGHAI = { lat: 31.2304, lng: 121.4737 };

async function created(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`/api${path}`, { headers: bearer(token), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()).id as number;
}

/** An organization (may post every kind) with one listing of each kind. */
async function seed(page: Page) {
  const request = page.request;
  const owner = (await apiUser(request, "shots_org")).session;
  const role = await request.post(`/api/admin/users/${owner.user.id}/role`, {
    headers: bearer(await adminToken(page)),
    data: { role: "organization" },
  });
  expect(role.status()).toBe(200);
  owner.user.role = "organization";
  const token = owner.access_token;
  const house = await created(request, token, "/housing", {
    title: "浦东两室一厅 近地铁",
    price: 6500,
    area: 88,
    room: 2,
    category_id: 11,
    hall: 1,
    toilet: 1,
    orientation: "south_north",
    floor: "12/18",
    decoration: "fine",
    type: "residential",
    city: "上海",
    district: "浦东",
    subway: "2号线",
    facilities: ["电梯", "车位"],
    contact: "王经理",
    phone: "13800000000",
  });
  const sale = await created(request, token, "/sales", {
    title: "九成新台灯",
    category: "daily",
    price: 35,
    description: "九成新\n自提",
    contact: "Li",
    ...SHANGHAI,
  });
  const housekeeping = await created(request, token, "/housekeeping", {
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
  });
  const job = await created(request, token, "/jobs", {
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
  });
  return { owner, house, sale, housekeeping, job };
}

for (const lang of ["zh", "ar"]) {
  test(`classifieds screens in ${lang} @mobile`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const s = await seed(page);
    const dir = `e2e/.screens/classifieds-${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.goto("/home");
    await storeSession(page, s.owner);
    const screens: [string, string][] = [
      ["house", `/houseDetail/${s.house}`],
      ["sale", `/saleDetail?id=${s.sale}`],
      ["housekeeping", `/housekeepingDetail?id=${s.housekeeping}`],
      ["shop", `/services/item/${s.housekeeping}`],
      ["job", `/jobDetail?id=${s.job}`],
      ["edit-house", `/post/housing/${s.house}`],
      ["edit-sale", `/post/sales/${s.sale}`],
      ["edit-housekeeping", `/post/housekeeping/${s.housekeeping}`],
      ["edit-job", `/post/jobs/${s.job}`],
      ["my-listings", "/myListings"],
    ];
    for (const [name, path] of screens) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${dir}-${name}.png`, fullPage: true });
    }
  });
}
