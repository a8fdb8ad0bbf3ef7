import { expect, registerViaApi, test } from "./fixtures";

for (const path of ["/", "/home", "/login", "/categories", "/no-such-page"]) {
  test(`${path} renders without console errors @mobile`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.locator("main")).not.toBeEmpty();
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });
}

test("/ redirects to /home", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
});

test("/userCenter renders for a logged-in user without console errors @mobile", async ({ page }) => {
  const { username } = await registerViaApi(page);
  await page.goto("/userCenter");
  await expect(page.getByTestId("uc-username")).toHaveText(username);
});

test("an unknown API path is a JSON 404, not the web app", async ({ request }) => {
  const res = await request.get("/api/nope");
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: "not_found" });
});

test("a screen whose code cannot be downloaded shows a notice with a reload button; the top bar stays", async ({
  page,
  expectConsoleError,
}) => {
  // A new release replaced the files, or the connection dropped: the screen's chunk does not arrive.
  await page.route(/\/assets\/CategoriesPage-[^/]+\.js$/, (route) => route.abort());
  expectConsoleError(
    /Failed to load resource|Failed to fetch dynamically imported module|screen failed|error occurred in/i,
  );
  await page.goto("/home");
  await expect(page.getByTestId("slogan")).not.toBeEmpty();
  await page.getByRole("link", { name: "分类" }).first().click();
  await expect(page.getByTestId("page-error")).toContainText("页面加载失败");
  await expect(page.getByTestId("login-button")).toBeVisible();
  // Going on to another screen works again.
  await page.unroute(/\/assets\/CategoriesPage-[^/]+\.js$/);
  await page.getByRole("link", { name: "有问必赏" }).click();
  await expect(page.getByTestId("slogan")).not.toBeEmpty();
  await expect(page.getByTestId("page-error")).toHaveCount(0);
});
