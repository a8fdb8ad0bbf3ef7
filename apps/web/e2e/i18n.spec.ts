import { LOCALES } from "@ask/contracts";
import { expect, registerViaApi, test } from "./fixtures";

test("switching to Arabic renders right-to-left and survives a reload @mobile", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByTestId("language-select").click();
  await page.getByTestId("lang-ar").click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByTestId("slogan")).toHaveText(/[\u0600-\u06FF]/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("slogan")).toHaveText(/[\u0600-\u06FF]/);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ar");
  expect(consoleErrors).toEqual([]);
});

test("a logged-in user's language choice is stored on the server", async ({ page }) => {
  const { session } = await registerViaApi(page);
  await page.goto("/home");
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/customers/${session.user.id}`) && r.ok());
  await page.getByTestId("language-select").click();
  await page.getByTestId("lang-fr").click();
  await saved;
  const me = await page.request.get("/api/me", {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect((await me.json()).lang).toBe("fr");
});

for (const lang of LOCALES) {
  test(`home and categories render in ${lang} without untranslated keys`, async ({ page, consoleErrors }) => {
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.goto("/home");
    await expect(page.getByTestId("slogan")).not.toBeEmpty();
    await expect(page.getByTestId("channel-grid").locator("a")).toHaveCount(9);
    await expect(page.getByTestId("carousel-scientists").locator("p").first()).not.toBeEmpty();
    const body = await page.locator("body").textContent();
    expect(body).not.toMatch(/\b(nav|shell|home|carousel|app|location_error)\.[a-z_]+/);
    await page.goto("/categories");
    await expect(page.getByTestId("category-groups").locator("h2").first()).toBeVisible();
    expect(await page.locator("body").textContent()).not.toMatch(/\b(title|select_channel|channels)\b/);
    expect(consoleErrors).toEqual([]);
  });
}
