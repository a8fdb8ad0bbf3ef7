import { apiUser, expect, signInAdmin, test } from "./fixtures";

test("an administrator finds a user, grants moderator, bans and unbans them", async ({ page }) => {
  const target = await apiUser(page.request, "findme");
  await page.goto("/home");
  await signInAdmin(page);
  await page.goto("/admin/users");
  await page.getByTestId("users-search").fill(target.username);
  await page.getByTestId("users-search").press("Enter");
  await page.locator(`[data-testid=user-result][data-user-id="${target.id}"]`).click();
  const detail = page.getByTestId("user-detail");
  await expect(detail).toHaveAttribute("data-user-id", String(target.id));

  await page.getByTestId("user-grant_moderator").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(detail.getByTestId("user-role")).toHaveAttribute("data-role", "moderator");

  await page.getByTestId("user-ban").click();
  await page.getByTestId("ban-reason").fill("Spam in answers");
  await page.getByTestId("ban-confirm").click();
  await expect(detail.getByTestId("user-ban-reason")).toContainText("Spam in answers");
  // The ban is real: the user's token is refused at once.
  const me = await page.request.get("/api/me", { headers: { authorization: `Bearer ${target.token}` } });
  expect(me.status()).toBe(401);

  await page.getByTestId("user-unban").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(detail.getByTestId("user-banned")).toHaveCount(0);
  await expect(detail.getByTestId("user-ban")).toBeVisible();
});
