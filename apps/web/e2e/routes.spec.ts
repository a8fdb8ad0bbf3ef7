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

test("/userCenter renders for a logged-in user without console errors @mobile", async ({
  page,
  consoleErrors,
}) => {
  const { username } = await registerViaApi(page);
  await page.goto("/userCenter");
  await expect(page.getByTestId("uc-username")).toHaveText(username);
  expect(consoleErrors).toEqual([]);
});

test("an unknown API path is a JSON 404, not the web app", async ({ request }) => {
  const res = await request.get("/api/nope");
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: "not_found" });
});
