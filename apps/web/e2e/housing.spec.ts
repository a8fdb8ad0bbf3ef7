import type { APIRequestContext, Page } from "@playwright/test";
import { expect, grantRole, registerViaApi, test } from "./fixtures";
import { HOUSE_DETAILS } from "./listing-samples";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid 1×1 PNG (the server checks the content's magic bytes). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

interface Listing {
  title: string;
  price: number;
  area: number;
  room: number;
}

/** Posts a housing listing through the API (fast) and returns its id. */
async function postHousing(
  request: APIRequestContext,
  token: string,
  city: string,
  l: Listing,
): Promise<number> {
  const res = await request.post("/api/housing", {
    headers: auth(token),
    data: { ...l, ...HOUSE_DETAILS, city },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** Types the form's title, picks its two category levels by name, and types price (万) and area (m²). */
async function fillHousingForm(
  page: Page,
  title: string,
  [top, category]: [string, string],
  price: string,
  area: string,
) {
  await page.getByTestId("housing-form-title").fill(title);
  await page.getByTestId("housing-form-top_category_id").click();
  await page.getByRole("option", { name: top }).click();
  await page.getByTestId("housing-form-category_id").click();
  await page.getByRole("option", { name: category }).click();
  await page.getByTestId("housing-form-price").fill(price);
  await page.getByTestId("housing-form-area").fill(area);
}

/** A logged-in publisher (the page holds the session) and their token. */
async function publisher(page: Page) {
  const { session } = await registerViaApi(page);
  await grantRole(page, session.user.id, "publisher");
  return session.access_token as string;
}

test("filters by city, price and layout, keeps them in the URL and changes the page size", async ({
  page,
}) => {
  const token = await publisher(page);
  const city = "合肥"; // a listed city no other test or demo listing uses;
  // Title, price (万), area (m²) and rooms of four listings in one new city.
  const post = (title: string, price: number, area: number, room: number) =>
    postHousing(page.request, token, city, { title, price, area, room });
  const ids = {
    small: await post("一室小户型", 150, 45, 1),
    match: await post("两室朝南好房", 180, 80, 2),
    dear: await post("两室大平层", 320, 95, 2),
    big: await post("三室学区房", 190, 120, 3),
  };

  await page.goto("/houses");
  await expect(page.getByRole("heading", { name: "房产" })).toBeVisible();
  await page.getByTestId(`housing-filter-city-${city}`).click();
  for (const id of Object.values(ids)) await expect(page.getByTestId(`housing-item-${id}`)).toBeVisible();
  await expect(page.getByTestId("housing-total")).toHaveText("共 4 套");

  await page.getByTestId("housing-filter-price-lt200").click();
  await expect(page.getByTestId(`housing-item-${ids.dear}`)).toHaveCount(0);
  await expect(page.getByTestId("housing-total")).toHaveText("共 3 套");
  await page.getByTestId("housing-filter-room-2").click();
  await expect(page.getByTestId("housing-total")).toHaveText("共 1 套");
  const items = page.getByTestId("housing-list").locator("> li");
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId(`housing-item-${ids.match}`)).toContainText("两室朝南好房");
  await expect(page.getByTestId(`housing-item-${ids.match}`)).toContainText("2室1厅1卫");

  const url = new URL(page.url());
  expect(url.searchParams.get("city")).toBe(city);
  expect(url.searchParams.get("price")).toBe("lt200");
  expect(url.searchParams.get("room")).toBe("2");

  // "3" means three rooms or more.
  await page.getByTestId("housing-filter-room-3").click();
  await expect(page.getByTestId(`housing-item-${ids.big}`)).toBeVisible();
  await expect(items).toHaveCount(1);

  // Page size 20: the URL follows, and a reload keeps every choice.
  await page.getByTestId("housing-page-size").click();
  await page.getByTestId("housing-page-size-20").click();
  await expect(page).toHaveURL(/page_size=20/);
  await page.reload();
  await expect(page.getByTestId(`housing-item-${ids.big}`)).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId("housing-filter-room-3")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("housing-page-size")).toContainText("20");

  // Back to "any" layout: the cheap ones of the city again.
  await page.getByTestId("housing-filter-room-any").click();
  await expect(items).toHaveCount(3);
  await page.goBack();
  await expect(items).toHaveCount(1);
});

test("a listing opens on its detail page with price, unit price and layout @mobile", async ({
  page,
  consoleErrors,
}) => {
  const token = await publisher(page);
  const city = "昆明"; // a listed city no other test or demo listing uses;
  const id = await postHousing(page.request, token, city, {
    title: "滨江三居室",
    price: 300,
    area: 90,
    room: 3,
  });

  await page.goto(`/houses?city=${encodeURIComponent(city)}`);
  const item = page.getByTestId(`housing-item-${id}`);
  await expect(item.getByTestId("housing-price")).toContainText("¥300万");
  await expect(item.getByTestId("housing-unit-price")).toContainText("¥33,333/㎡");
  await expect(item.getByTestId("housing-image-placeholder")).toBeVisible();
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/houseDetail\\?id=${id}$`));
  await expect(page.getByTestId("housing-detail-title")).toHaveText("滨江三居室");
  await expect(page.getByTestId("housing-detail-price")).toContainText("¥300万");
  // 300 万 × 10000 / 90 m² = 33,333 yuan per m².
  await expect(page.getByTestId("housing-detail-unit-price")).toContainText("¥33,333/㎡");
  await expect(page.getByTestId("housing-detail-layout")).toHaveText("3室1厅1卫");
  await expect(page.getByTestId("housing-detail-area")).toContainText("90㎡");
  await expect(page.getByTestId("housing-detail-orientation")).toHaveText("南北通透");
  await expect(page.getByTestId("housing-detail-decoration")).toHaveText("精装");
  await expect(page.getByTestId("housing-detail-facilities")).toContainText("电梯");
  await expect(page.getByTestId("housing-detail-subway")).toContainText("2号线");
  await expect(page.getByTestId("housing-call")).toHaveAttribute("href", "tel:13800000000");
  await expect(page.getByTestId("housing-edit-button")).toBeVisible();

  // The path form of the address shows the same listing; an unknown id a clear not-found state.
  await page.goto(`/houseDetail/${id}`);
  await expect(page.getByTestId("housing-detail-title")).toHaveText("滨江三居室");
  await page.goto("/houseDetail/2000000000");
  await expect(page.getByTestId("listing-not-found")).toBeVisible();
  await expect(page.getByTestId("listing-not-found").getByRole("link", { name: "浏览房源" })).toHaveAttribute(
    "href",
    "/houses",
  );
  // The browser's own note about the unknown id's 404 response is expected; nothing else may be logged.
  const unexpected = consoleErrors.filter((text) => !/status of 404/.test(text));
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
});

test("a publisher posts through the form, edits it and closes it", async ({ page }) => {
  await publisher(page);
  const city = "大连"; // a listed city no other test or demo listing uses;

  await page.goto("/houses");
  await page.getByTestId("housing-post-button").click();
  await expect(page).toHaveURL(/\/post\/housing$/);

  // Submitting empty names the missing fields.
  await page.getByTestId("housing-form-submit").click();
  await expect(page.getByText("请填写标题（最多 80 字）。")).toBeVisible();

  await fillHousingForm(page, "地铁口两居室", ["新房", "现房"], "250.5", "88");
  await expect(page.getByText("单价约 ¥28,466/㎡")).toBeVisible();
  await page.getByTestId("housing-form-city").click();
  await page.getByRole("option", { name: city, exact: true }).click();
  await page.getByTestId("housing-form-facilities").fill("电梯");
  await page.getByTestId("housing-form-facilities").press("Enter");
  await page.getByTestId("housing-form-contact").fill("李女士");
  await page.getByTestId("housing-form-phone").fill("139 0000 0000");
  await page.getByTestId("housing-form-is_urgent").check();
  await page
    .getByTestId("upload-input-image")
    .setInputFiles({ name: "客厅.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("uploaded-file")).toContainText("客厅.png");
  await expect(page.getByTestId("image-previews").locator("img")).toHaveCount(1);
  await page.getByTestId("housing-form-submit").click();

  await expect(page).toHaveURL(/\/houseDetail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get("id"));
  await expect(page.getByTestId("housing-detail-title")).toHaveText("地铁口两居室");
  await expect(page.getByTestId("housing-detail-layout")).toHaveText("2室1厅1卫");
  await expect(page.getByTestId("housing-flag-urgent")).toBeVisible();
  await expect(page.getByTestId("housing-carousel").locator("img")).toHaveCount(1);
  await expect(page.getByTestId("housing-carousel-counter")).toHaveText("1 / 1");

  // The owner edits it through the same form.
  await page.getByTestId("housing-edit-button").click();
  await expect(page).toHaveURL(new RegExp(`/post/housing/${id}$`));
  await expect(page.getByTestId("housing-form-title")).toHaveValue("地铁口两居室");
  await expect(page.getByTestId("housing-form-category_id")).toContainText("现房");
  await page.getByTestId("housing-form-title").fill("地铁口两居室（降价）");
  await page.getByTestId("housing-form-price").fill("230");
  await page.getByTestId("housing-form-room").fill("3");
  await page.getByTestId("housing-form-submit").click();

  await expect(page).toHaveURL(new RegExp(`/houseDetail\\?id=${id}$`));
  await expect(page.getByTestId("housing-detail-title")).toHaveText("地铁口两居室（降价）");
  await expect(page.getByTestId("housing-detail-price")).toContainText("¥230万");
  await expect(page.getByTestId("housing-detail-layout")).toHaveText("3室1厅1卫");

  // Closing asks first; the closed listing leaves the list but its page explains itself.
  await page.getByTestId("listing-close").click();
  await page.getByTestId("listing-close-confirm").click();
  await expect(page.getByTestId("listing-closed")).toBeVisible();
  await expect(page.getByTestId("listing-close")).toHaveCount(0);
  await expect(page.getByTestId("housing-edit-button")).toHaveCount(0);
  await page.goto(`/houses?city=${encodeURIComponent(city)}`);
  await expect(page.getByTestId("housing-list-empty")).toBeVisible();
});

test("a plain user sees no post button, and is told before the form that they may not post", async ({
  page,
}) => {
  const owner = await publisher(page);
  const id = await postHousing(page.request, owner, "北京", {
    title: "别人的房源",
    price: 100,
    area: 50,
    room: 1,
  });

  await registerViaApi(page);
  await page.goto("/houses");
  await expect(page.getByRole("heading", { name: "房产" })).toBeVisible();
  await expect(page.getByTestId("housing-post-button")).toHaveCount(0);

  // Someone else's listing: no owner buttons, and its edit address says so.
  await page.goto(`/houseDetail?id=${id}`);
  await expect(page.getByTestId("housing-detail-title")).toHaveText("别人的房源");
  await expect(page.getByTestId("housing-owner-actions")).toHaveCount(0);
  await page.goto(`/post/housing/${id}`);
  await expect(page.getByTestId("housing-form-forbidden")).toHaveText("您无权执行此操作。");

  // A role that may not post housing is told so before the form (issue 18), not after filling it.
  await page.goto("/post/housing");
  await expect(page.getByTestId("post-forbidden")).toBeVisible();
  await expect(page.getByTestId("housing-form-submit")).toHaveCount(0);
});

test("a failed list load shows an error with a retry, not an empty list", async ({ page, consoleErrors }) => {
  await page.route(/\/api\/housing\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"detail":"boom","code":"internal_error"}',
    }),
  );
  // Opened from another screen: a visitor landing on /houses gets its first page inside the HTML
  // (issue 19) and the app does not ask, so the failing request is made by navigating to it.
  await page.goto("/home");
  await expect(page.getByTestId("slogan")).not.toBeEmpty();
  await page.evaluate(() => {
    history.pushState({}, "", "/houses");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  const error = page.getByTestId("housing-list-error");
  await expect(error).toContainText("加载失败", { timeout: 15_000 });
  await expect(error.getByRole("button", { name: "重试" })).toBeVisible();
  await expect(page.getByTestId("housing-list-empty")).toHaveCount(0);
  // The browser's own note about the 500 responses is expected; nothing else may be logged.
  const unexpected = consoleErrors.filter((text) => !/status of 500/.test(text));
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
});
