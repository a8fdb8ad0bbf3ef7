import { bearer, expect, fundViaRecharge, registerViaApi, storeSession, test, uniqueName } from "./fixtures";
import { placeOrderViaApi, seedMerchant } from "./store-helpers";

/** Issue 18 item 6: an order's page, cancelling it, the merchant's shipping, the product page, search and sort. */

test("cancel an order from its detail page: money back, stock back, the seller told @mobile", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { ids, seller } = await seedMerchant(page, [
    { name: "青花瓷杯", price: 30, stock: 5, warning_level: 0 },
  ]);
  const productId = ids[0] as number;
  const { session } = await registerViaApi(page);
  const headers = bearer(session.access_token);
  await fundViaRecharge(page, session.access_token, 100);
  const orderId = await placeOrderViaApi(page, session.access_token, productId, 2, 60);

  await page.goto("/orders");
  await page
    .locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
    .getByTestId("order-details")
    .click();
  await expect(page).toHaveURL(new RegExp(`/order\\?id=${orderId}$`));
  await expect(page.getByTestId("order-title")).toHaveText(`订单 #${orderId}`);
  await expect(page.getByTestId("order-status")).toHaveText("已支付");
  await expect(page.getByTestId("order-line")).toContainText("青花瓷杯");
  await expect(page.getByTestId("order-contact")).toContainText("中关村大街");
  await expect(page.locator('[data-step="shipped"]')).toHaveAttribute("data-done", "false");

  // A second thought: the dialog can be closed without cancelling.
  await page.getByTestId("cancel-order").click();
  await expect(page.getByTestId("cancel-order-dialog")).toContainText("¥60.00");
  await page.getByTestId("cancel-order-keep").click();
  await expect(page.getByTestId("cancel-order-dialog")).toBeHidden();
  await expect(page.getByTestId("order-status")).toHaveText("已支付");

  await page.getByTestId("cancel-order").click();
  await page.getByTestId("cancel-order-confirm").click();
  await expect(page.getByTestId("order-status")).toHaveText("已取消");
  await expect(page.getByTestId("order-refunded")).toBeVisible();
  await expect(page.getByTestId("cancel-order")).toHaveCount(0);
  await expect(page.locator('[data-step="cancelled"]')).toHaveAttribute("data-done", "true");

  const balance = await (
    await page.request.get(`/api/customer_balances/${session.user.id}/balance`, { headers })
  ).json();
  expect(balance.balance).toBe(100);
  expect((await (await page.request.get(`/api/products/${productId}`)).json()).stock).toBe(5);
  const sellerMessages = await (
    await page.request.get(`/api/messages/user/${seller.user.id}`, { headers: bearer(seller.access_token) })
  ).json();
  expect(JSON.stringify(sellerMessages)).toContain("order_cancelled_merchant");
});

test("the merchant ships and completes; the buyer's order page follows and can no longer cancel", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { ids, seller } = await seedMerchant(page, [
    { name: "竹编果篮", price: 25, stock: 3, warning_level: 0 },
  ]);
  const { session } = await registerViaApi(page);
  await fundViaRecharge(page, session.access_token, 50);
  const orderId = await placeOrderViaApi(page, session.access_token, ids[0] as number, 1, 25);

  await storeSession(page, seller);
  await page.goto("/merchantOrders");
  const card = page.locator(`[data-testid="merchant-order"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId("order-status")).toHaveText("已支付");
  await expect(card).toContainText(session.user.username);
  await expect(card.getByTestId("complete-order")).toHaveCount(0);
  await card.getByTestId("ship-order").click();
  await expect(card.getByTestId("order-status")).toHaveText("已发货");
  await card.getByTestId("complete-order").click();
  await expect(card.getByTestId("order-status")).toHaveText("已完成");
  await expect(card.getByTestId("ship-order")).toHaveCount(0);

  await storeSession(page, session);
  await page.goto(`/order?id=${orderId}`);
  await expect(page.getByTestId("order-status")).toHaveText("已完成");
  await expect(page.locator('[data-step="shipped"]')).toHaveAttribute("data-done", "true");
  await expect(page.getByTestId("cancel-order")).toHaveCount(0);
});

test("store search and sort live in the URL; a product opens its own page @mobile", async ({ page }) => {
  test.setTimeout(60_000);
  const tag = uniqueName("茶");
  const { ids, merchant } = await seedMerchant(page, [
    { name: `${tag} 白茶`, price: 50, stock: 4, warning_level: 0 },
    { name: `${tag} 红茶`, price: 20, stock: 4, warning_level: 0 },
    { name: `${tag} 绿茶`, price: 80, stock: 1, warning_level: 1 },
  ]);
  const names = page.getByTestId("product-grid").getByTestId("product-name");
  await page.goto("/store");
  await page.getByTestId("store-search").fill(tag);
  await page.getByTestId("store-search").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(tag)}`));
  await expect(names).toHaveCount(3);
  await page.getByTestId("store-sort").selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(names).toHaveText([`${tag} 红茶`, `${tag} 白茶`, `${tag} 绿茶`]);
  // The URL alone brings the same list back.
  await page.goto(`/store?q=${encodeURIComponent(tag)}&sort=price_desc`);
  await expect(names).toHaveText([`${tag} 绿茶`, `${tag} 白茶`, `${tag} 红茶`]);
  await expect(page.getByTestId("store-sort")).toHaveValue("price_desc");

  await names.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/product\\?id=${ids[2]}$`));
  await expect(page.getByTestId("product-title")).toHaveText(`${tag} 绿茶`);
  await expect(page.getByTestId("product-price")).toHaveText("¥80.00");
  // Every product has Contact: it writes to the merchant's owner about this product (issue 18).
  await expect(page.getByTestId("contact-button")).toBeVisible();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("product-in-cart")).toContainText("1");
  await expect(page.getByTestId("add-to-cart")).toBeDisabled();
  await page.getByTestId("product-merchant").click();
  await expect(page).toHaveURL(new RegExp(`/merchants/${merchant.id}$`));
});
