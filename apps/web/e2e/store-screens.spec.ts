import { expect, fundViaRecharge, registerViaApi, storeSession, test, uniqueName } from "./fixtures";
import { placeOrderViaApi, seedMerchant } from "./store-helpers";

// Screenshots of issue 18's store screens for people to look at (not assertions): the order page
// (paid, cancelled), the product page, the searched store and the shop's orders, in zh and ar,
// desktop and 390 px. SCREENSHOTS=1 [SHOTS_DIR=…] npx playwright test e2e/store-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

for (const lang of ["zh", "ar"]) {
  test(`store order screens in ${lang} @mobile`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const dir = `${process.env.SHOTS_DIR ?? "e2e/.screens"}/store-${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    const tag = uniqueName("茶");
    const { ids, seller } = await seedMerchant(page, [
      { name: `${tag} 明前龙井 250g 礼盒装`, price: 88.5, stock: 6, warning_level: 2 },
      { name: `${tag} 白毫银针`, price: 128, stock: 2, warning_level: 3 },
    ]);
    const { session } = await registerViaApi(page);
    await fundViaRecharge(page, session.access_token, 500);
    const paid = await placeOrderViaApi(page, session.access_token, ids[0] as number, 2, 177);
    const cancelled = await placeOrderViaApi(page, session.access_token, ids[1] as number, 1, 128);
    await page.request.post(`/api/orders/${cancelled}/cancel`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });

    const shoot = async (name: string, path: string) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${dir}-${name}.png`, fullPage: true });
    };
    await shoot("order-paid", `/order?id=${paid}`);
    await page.getByTestId("cancel-order").click();
    await expect(page.getByTestId("cancel-order-dialog")).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}-order-cancel-dialog.png` });
    await shoot("order-cancelled", `/order?id=${cancelled}`);
    await shoot("orders", "/orders");
    await shoot("product", `/product?id=${ids[0]}`);
    await shoot("store-search", `/store?q=${encodeURIComponent(tag)}&sort=price_desc`);
    await storeSession(page, seller);
    await shoot("merchant-orders", "/merchantOrders");
  });
}
