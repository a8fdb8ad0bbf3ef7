import { expect, storeSession, test } from "./fixtures";
import { organizationWithListings } from "./listing-samples";

// Screenshots for people to look at (not assertions): the classifieds' detail pages and editors in zh
// and ar, desktop and 390 px. SCREENSHOTS=1 npx playwright test e2e/classifieds-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

for (const lang of ["zh", "ar"]) {
  test(`classifieds screens in ${lang} @mobile`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const s = await organizationWithListings(page, "shots_org");
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
