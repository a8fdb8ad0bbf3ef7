import { apiUser, expect, storeSession, test } from "./fixtures";
import { created, SAMPLE_SALE } from "./listing-samples";

// Issue 18 item 4: the owner closes and relists a sale from its page; a visitor favourites it and
// finds the poster and the map link.
test("the owner closes and relists a sale; a visitor favourites it and sees the poster @mobile", async ({
  page,
}) => {
  const owner = await apiUser(page.request, "seller");
  const fan = await apiUser(page.request, "fan");
  const title = `自行车 ${owner.username}`;
  const id = await created(page.request, owner.token, "/sales", {
    ...SAMPLE_SALE,
    title,
    location: "上海 徐汇",
    phone: "13800000000",
  });

  // The visitor: the poster links to their profile, the place to the map; favourite counts one.
  await page.goto("/home");
  await storeSession(page, fan.session);
  await page.goto(`/saleDetail?id=${id}`);
  await expect(page.getByTestId("listing-poster-link")).toHaveText(owner.username);
  await expect(page.getByTestId("listing-poster-link")).toHaveAttribute("href", `/user?id=${owner.id}`);
  await expect(page.getByTestId("listing-map-link")).toHaveAttribute("href", /openstreetmap\.org\/search/);
  await expect(page.getByTestId("listing-owner-actions")).toHaveCount(0);
  await page.getByTestId("listing-favorite").click();
  await expect(page.getByTestId("listing-favorite")).toHaveText("已收藏 (1)");
  await expect(page.getByTestId("listing-favorite")).toHaveAttribute("aria-pressed", "true");
  const favorites = await page.request.get("/api/listings/favorites", {
    headers: { authorization: `Bearer ${fan.token}` },
  });
  expect((await favorites.json()).items.map((i: { id: number }) => i.id)).toEqual([id]);

  // The owner: the state and the expiry; closing asks first, then no call and no edit.
  await storeSession(page, owner.session);
  await page.goto(`/saleDetail?id=${id}`);
  await expect(page.getByTestId("listing-status")).toHaveText("在架");
  await expect(page.getByTestId("listing-expires")).toBeVisible();
  await page.getByTestId("listing-close").click();
  await expect(page.getByTestId("listing-close-dialog")).toContainText(title);
  await page.getByTestId("listing-close-confirm").click();
  await expect(page.getByTestId("listing-closed")).toBeVisible();
  await expect(page.getByTestId("listing-status")).toHaveText("已下架");
  await expect(page.getByTestId("listing-call")).toHaveCount(0);
  await expect(page.getByTestId("listing-edit")).toHaveCount(0);

  // Relisting brings it back with a new expiry.
  await page.getByTestId("listing-relist").click();
  await page.getByTestId("listing-relist-confirm").click();
  await expect(page.getByTestId("listing-status")).toHaveText("在架");
  await expect(page.getByTestId("listing-closed")).toHaveCount(0);
  await expect(page.getByTestId("listing-call")).toBeVisible();
  await expect(page.getByTestId("listing-edit")).toBeVisible();
});
