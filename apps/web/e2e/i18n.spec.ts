import { readFileSync } from "node:fs";
import path from "node:path";
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

/** A locale's JSON namespace, read from the source (the texts the app bundles). */
const texts = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../src/locales/${lang}/${ns}.json`), "utf8"));

for (const lang of LOCALES) {
  test(`login, register and the user menu render in ${lang} without untranslated keys`, async ({
    page,
    consoleErrors,
  }) => {
    const common = texts(lang, "common");
    const auth = texts(lang, "auth");
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByTestId("submit-login")).toHaveText(auth.login);
    await expect(page.getByTestId("submit-register")).toHaveText(auth.register);
    expect(await page.locator("body").textContent()).not.toMatch(/\b(auth|shell|errors)\.[a-z_]+/);

    await registerViaApi(page);
    await page.goto("/home");
    await page.getByTestId("user-menu-button").click();
    await expect(page.getByTestId("menu-wallet")).toHaveText(common.shell.wallet);
    await expect(page.getByTestId("logout")).toHaveText(common.shell.logout);
    expect(await page.locator("body").textContent()).not.toMatch(/\b(auth|shell|totals)\.[a-z_]+/);
    expect(consoleErrors).toEqual([]);
  });
}
