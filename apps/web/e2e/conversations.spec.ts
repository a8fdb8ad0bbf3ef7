import type { Browser, Page } from "@playwright/test";
import { type ApiUser, apiUser, expect, storeSession, test } from "./fixtures";
import { created, SAMPLE_SALE } from "./listing-samples";

/** A second browser (its own context: own storage, own live stream) signed in as `user`. */
async function secondBrowser(browser: Browser, baseURL: string | undefined, user: ApiUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.on("pageerror", (err) => {
    throw err;
  });
  await page.goto("/home");
  await storeSession(page, user.session);
  return page;
}

// Issue 18 item 1: two users chat about a sale, each in their own browser, and see each other live.
test("a buyer and a seller chat about a sale and see each other's messages live", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const seller = await apiUser(page.request, "seller");
  const buyer = await apiUser(page.request, "buyer");
  const saleId = await created(page.request, seller.token, "/sales", SAMPLE_SALE);

  const sellerPage = await secondBrowser(browser, baseURL, seller);
  await sellerPage.goto("/questions");
  await expect(sellerPage.getByTestId("chat-button")).toHaveAttribute("data-count", "0");

  // The buyer opens the sale and writes to the seller.
  await page.goto("/home");
  await storeSession(page, buyer.session);
  await page.goto(`/saleDetail?id=${saleId}`);
  await page.getByTestId("contact-button").click();
  const dialog = page.getByTestId("contact-dialog");
  await dialog.getByRole("textbox").fill("台灯还在吗？今晚可以自提吗？");
  await dialog.getByTestId("contact-send").click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  await expect(page.getByTestId("message-mine")).toContainText("台灯还在吗？今晚可以自提吗？");
  await expect(page.getByTestId("conversation-header")).toContainText(SAMPLE_SALE.title);

  // The seller's top bar counts it without a reload; the conversation shows the buyer's message.
  await expect(sellerPage.getByTestId("chat-button")).toHaveAttribute("data-count", "1");
  await sellerPage.getByTestId("chat-button").click();
  await expect(sellerPage).toHaveURL(/\/conversations$/);
  await expect(sellerPage.getByTestId("tab-conversations")).toBeVisible();
  await sellerPage.getByTestId("conversation-item").first().click();
  await expect(sellerPage.getByTestId("message-theirs")).toContainText("台灯还在吗？");
  // Reading it clears the count.
  await expect(sellerPage.getByTestId("chat-button")).toHaveAttribute("data-count", "0");

  // The seller answers: it appears in the buyer's open conversation live.
  await sellerPage.getByTestId("message-input").locator("textarea").first().fill("在的，晚上八点后都可以。");
  await sellerPage.getByTestId("message-send").click();
  await expect(sellerPage.getByTestId("message-mine")).toContainText("在的，晚上八点后都可以。");
  await expect(page.getByTestId("message-theirs")).toContainText("在的，晚上八点后都可以。");

  // And back again, with Enter.
  const input = page.getByTestId("message-input").locator("textarea").first();
  await input.fill("好的，八点半到。");
  await input.press("Enter");
  await expect(sellerPage.getByTestId("message-theirs").last()).toContainText("好的，八点半到。");
  await expect(page.getByTestId("message-mine")).toHaveCount(2);

  // The seller sees no Chat button on their own sale.
  await sellerPage.goto(`/saleDetail?id=${saleId}`);
  await expect(sellerPage.getByTestId("listing-contact")).toBeVisible();
  await expect(sellerPage.getByTestId("contact-button")).toHaveCount(0);
  await sellerPage.context().close();
});

test("a visitor's Chat goes to the login screen", async ({ page }) => {
  const seller = await apiUser(page.request, "seller");
  const saleId = await created(page.request, seller.token, "/sales", SAMPLE_SALE);
  await page.goto(`/saleDetail?id=${saleId}`);
  await page.getByTestId("contact-button").click();
  await expect(page).toHaveURL(/\/login/);
});
