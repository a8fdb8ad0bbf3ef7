import type { Page } from "@playwright/test";
import { withdrawalAboveReview } from "./backoffice-helpers";
import { expect, signInAdmin, test } from "./fixtures";

// Screenshots of issue 17's money back office (reconciliation, payouts queue), for people to look at:
// SCREENSHOTS=1 [SHOTS_DIR=…] npx playwright test e2e/backoffice-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

const settle = (page: Page) => page.waitForTimeout(1200);

for (const lang of ["zh", "ar"]) {
  test(`reconciliation and payouts queue in ${lang} @mobile`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const dir = `${process.env.SHOTS_DIR ?? "e2e/.screens"}/${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    // Above the review amount (¥5,000 by default): both wait for an administrator.
    const mine = (await withdrawalAboveReview(page, "zhangwei", 6000, 5200)).username;
    await withdrawalAboveReview(page, "fatima", 8000, 7999.5);

    await page.goto("/home");
    await signInAdmin(page);

    await page.goto("/admin/payouts");
    await expect(page.getByTestId("payout-item").first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-payouts.png`, fullPage: true });

    // Other tests share the server's queue: decide this test's own withdrawal.
    await page.getByTestId("payout-item").filter({ hasText: mine }).getByTestId("payout-reject").click();
    await page.getByTestId("payout-note").fill("收款人姓名与实名信息不符");
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-payouts-reject.png` });
    await page.getByTestId("payout-confirm").click();
    await expect(page.getByTestId("payout-dialog")).toBeHidden();

    await page.getByTestId("payouts-tab-rejected").click();
    await expect(page.getByTestId("payout-reviewed").first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-payouts-rejected.png` });

    await page.goto("/admin/reconciliation");
    await expect(page.getByTestId("trial-status")).toHaveAttribute("data-balanced", "true");
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-reconciliation.png`, fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByTestId("export-download").click();
    expect((await download).suggestedFilename()).toMatch(/^ledger_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  });
}
