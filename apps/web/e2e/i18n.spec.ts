import { readFileSync } from "node:fs";
import path from "node:path";
import { LIMITS, LOCALES } from "@ask/contracts";
import arExperts from "../src/locales/ar/experts.json" with { type: "json" };
import arUserCenter from "../src/locales/ar/userCenter.json" with { type: "json" };
import enExperts from "../src/locales/en/experts.json" with { type: "json" };
import enUserCenter from "../src/locales/en/userCenter.json" with { type: "json" };
import { expect, registerViaApi, test } from "./fixtures";

test("switching to Arabic renders right-to-left and survives a reload @mobile", async ({ page }) => {
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
  test(`home and categories render in ${lang} without untranslated keys`, async ({ page }) => {
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
  });
}

/** A locale's JSON namespace, read from the source (the texts the app bundles). */
const texts = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../src/locales/${lang}/${ns}.json`), "utf8"));

for (const lang of LOCALES) {
  test(`login, register and the user menu render in ${lang} without untranslated keys`, async ({ page }) => {
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
  });
}

/** Spec 5's validation messages, as the app bundles them for each language. */
const VALIDATION = {
  en: { userCenter: enUserCenter, experts: enExperts, dir: "ltr" },
  ar: { userCenter: arUserCenter, experts: arExperts, dir: "rtl" },
} as const;

for (const [lang, { userCenter, experts, dir }] of Object.entries(VALIDATION)) {
  test(`spec 5 validation messages appear in ${lang}: only numbers, select limit exceeded`, async ({
    page,
  }) => {
    const onlyNumbers = userCenter.validation.only_numbers_allowed;
    const max = LIMITS.maxExpertCategories;
    const limitExceeded = experts.select.limit_exceeded.replace("{{n}}", String(max));
    expect(limitExceeded).not.toContain("{{");
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await registerViaApi(page);

    // Contact tab: letters in the phone number.
    await page.goto("/userCenter");
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const phone = page.getByTestId("contact-phone");
    await phone.fill("138abc00");
    await phone.blur();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(onlyNumbers);
    await expect(page.getByText(onlyNumbers, { exact: true })).toBeVisible();
    await phone.fill("13800138000");
    await expect(page.getByText(onlyNumbers, { exact: true })).toBeHidden();

    // Expert categories (a normal user choosing for the application): a 4th root category past the limit.
    const channels: { id: number; icon: string }[] = await (await page.request.get("/api/channels")).json();
    const software = channels.find((c) => c.icon === "software");
    if (!software) throw new Error("no software channel");
    const categories: { id: number; parent_id: number | null }[] = await (
      await page.request.get(`/api/categories?channel_id=${software.id}&lang=${lang}`)
    ).json();
    const roots = categories.filter((c) => c.parent_id === null);
    expect(roots.length).toBeGreaterThan(max);

    await page.goto("/expert-category-select");
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await page.getByTestId("expert-channel-software").click();
    for (const root of roots.slice(0, max)) await page.getByTestId(`expert-category-${root.id}`).click();
    const extra = page.getByTestId(`expert-category-${(roots[max] as { id: number }).id}`);
    await expect(extra).toHaveAttribute("aria-disabled", "true");
    await extra.click({ force: true }); // it looks disabled; a click still explains why
    const warning = page.getByRole("alert").filter({ hasText: limitExceeded });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveText(limitExceeded);
    await expect(extra).toHaveAttribute("data-selected", "false");
  });
}
