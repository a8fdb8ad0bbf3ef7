import { withdrawalAboveReview } from "./backoffice-helpers";
import { apiUser, bearer, expect, signInAdmin, storeSession, test } from "./fixtures";

test("an administrator rejects a withdrawal waiting for review; the money is back and the ledger balanced", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const earner = await withdrawalAboveReview(page, "bigpayout", 6000, 5500);
  const balance = async () =>
    (
      await (
        await page.request.get(`/api/customer_balances/${earner.id}/balance`, {
          headers: bearer(earner.token),
        })
      ).json()
    ).balance as number;
  expect(await balance()).toBe(500);

  await page.goto("/home");
  await signInAdmin(page);
  await page.goto("/admin/payouts");
  const item = page.getByTestId("payout-item").filter({ hasText: earner.username });
  await expect(item.getByTestId("payout-amount")).toContainText("5,500.00");
  await item.getByTestId("payout-reject").click();
  await expect(page.getByTestId("payout-confirm")).toBeDisabled();
  await page.getByTestId("payout-note").fill("收款人信息不符");
  await page.getByTestId("payout-confirm").click();
  await expect(item).toHaveCount(0);
  await expect.poll(balance).toBe(6000);

  await page.getByTestId("payouts-tab-rejected").click();
  await expect(
    page.getByTestId("payout-item").filter({ hasText: earner.username }).getByTestId("payout-reviewed"),
  ).toContainText("收款人信息不符");

  await page.goto("/admin/reconciliation");
  await expect(page.getByTestId("trial-status")).toHaveAttribute("data-balanced", "true");
  await expect(page.getByTestId("trial-row")).toHaveCount(5);
});

test("the money screens are for administrators only", async ({ page }) => {
  const user = await apiUser(page.request, "curious");
  await page.goto("/home");
  await storeSession(page, user.session);
  for (const path of ["/admin/payouts", "/admin/reconciliation"]) {
    await page.goto(path);
    await expect(page.getByTestId("admin-only")).toBeVisible();
  }
});
