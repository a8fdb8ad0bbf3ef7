import { expect, test } from "./fixtures";

test("the first channel is selected and a chip opens the matching /questions URL @mobile", async ({
  page,
}) => {
  await page.goto("/categories");
  await expect(page).toHaveURL(/\/categories\?channel_id=\d+$/);
  const channelId = new URL(page.url()).searchParams.get("channel_id");
  const res = await page.request.get(`/api/categories?channel_id=${channelId}`);
  const categories: { id: number; parent_id: number | null }[] = await res.json();
  const child = categories.find((c) => c.parent_id !== null);
  if (!child) throw new Error("seeded channel has no child category");
  await page.getByTestId(`category-chip-${child.id}`).click();
  await expect(page).toHaveURL(
    new RegExp(`/questions\\?channel=${channelId}&category_top=${child.parent_id}&category=${child.id}$`),
  );
});

test("a home tile preselects its channel on the categories screen", async ({ page }) => {
  await page.goto("/home");
  await page.getByTestId("channel-tile-law").click();
  await expect(page).toHaveURL(/\/categories\?channel_id=\d+$/);
  await expect(page.getByTestId("channel-law")).toHaveClass(/Mui-selected/);
});

test("the home search goes to /searchList with the query", async ({ page }) => {
  await page.goto("/home");
  await page.getByTestId("home-search").fill("养老 规划");
  await page.getByTestId("home-search").press("Enter");
  await expect(page).toHaveURL(/\/searchList\?q=%E5%85%BB%E8%80%81%20%E8%A7%84%E5%88%92$/);
});

test("the location button reports a denied permission as text", async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto("/home");
  await page.getByTestId("locate").click();
  await expect(page.getByTestId("location-status")).not.toBeEmpty();
});

test("the location request gives up after 10 s and says so", async ({ page }) => {
  // The browser is asked with a 10 s timeout; a timed-out request shows the timeout text.
  await page.addInitScript(() => {
    const fake = {
      getCurrentPosition(
        _ok: unknown,
        fail: (e: { code: number; message: string }) => void,
        options?: PositionOptions,
      ) {
        (window as unknown as { __geoTimeout?: number }).__geoTimeout = options?.timeout;
        setTimeout(() => fail({ code: 3, message: "Timeout expired" }), 10);
      },
    };
    Object.defineProperty(navigator, "geolocation", { value: fake, configurable: true });
  });
  await page.goto("/home");
  await page.getByTestId("locate").click();
  await expect(page.getByTestId("location-status")).toHaveText("定位超时，请重试。");
  expect(await page.evaluate(() => (window as unknown as { __geoTimeout?: number }).__geoTimeout)).toBe(
    10_000,
  );
});

test("the location button shows the position when allowed", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 31.2304, longitude: 121.4737 });
  await page.goto("/home");
  await page.getByTestId("locate").click();
  await expect(page.getByTestId("location-status")).toContainText("31.2304");
});

test("the carousels scroll by themselves", async ({ page }) => {
  await page.goto("/home");
  const track = page.getByTestId("carousel-titans");
  await expect(track.locator("p").first()).not.toBeEmpty();
  const start = await track.evaluate((el) => el.scrollLeft);
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(start + 5);
});
