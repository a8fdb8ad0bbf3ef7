import type { Page } from "@playwright/test";
import { apiUser, comment, createQuestion, expect, test, uniqueName } from "./fixtures";
import { seedMerchant } from "./store-helpers";

/**
 * Issue 19 item 1: a public page's content is in its HTML. A reader (or a crawler) without scripts sees
 * the question and its answers; with scripts the app takes the page over from the data written into
 * it, without asking the server again for the same question and answers.
 */
async function questionWithAnswer(request: Parameters<typeof apiUser>[0]) {
  const author = await apiUser(request, "ssr");
  const title = `无脚本也能读的问题 ${uniqueName("q")}`;
  const id = await createQuestion(request, author.token, {
    title,
    content: "<p>没有 JavaScript 的读者也应该看到这段正文。</p>",
  });
  const answerer = await apiUser(request, "ssra");
  await comment(request, answerer.token, id, "这是第一条回答，也在页面的 HTML 里。");
  return { id, title };
}

/** The URLs of the API requests the page makes from now on whose path `matches`. */
function apiRequests(page: Page, matches: (pathname: string) => boolean): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (matches(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the question page shows the question, its answers and working links", async ({ page }) => {
    const { id, title } = await questionWithAnswer(page.request);
    await page.goto(`/question?id=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("没有 JavaScript 的读者也应该看到这段正文。")).toBeVisible();
    await expect(page.getByText("这是第一条回答，也在页面的 HTML 里。")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "1 个回答" })).toBeVisible();
    await page.getByRole("link", { name: "全部问题" }).click();
    await expect(page).toHaveURL(/\/questions$/);
  });
});

test("with JavaScript on, the app takes over without asking again for the question or its answers", async ({
  page,
}) => {
  const { id, title } = await questionWithAnswer(page.request);
  const asked = apiRequests(
    page,
    (pathname) => pathname.startsWith("/api/questions/detail/") || pathname === "/api/questions/comments",
  );
  await page.goto(`/question?id=${id}`);
  // The app's own screen (not the server's plain content): its detail card and answer items.
  await expect(page.getByTestId("question-detail")).toBeVisible();
  await expect(page.getByTestId("question-detail").getByText(title)).toBeVisible();
  await expect(page.getByTestId("comment-item")).toHaveCount(1);
  await expect(page.locator(".ssr-page")).toHaveCount(0);
  expect(asked).toEqual([]);
});

/**
 * Records, from the page's first byte, every moment a loader or skeleton is visible, or the page is
 * blank after its server-written content was there.
 */
async function watchForFlashes(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    let hadContent = false;
    const look = () => {
      for (const el of document.querySelectorAll(".l-loader, .MuiSkeleton-root, .l-skeleton"))
        if (el.checkVisibility({ visibilityProperty: true })) seen.push(`loader ${el.className}`);
      const content = document.querySelector("#root .ssr-page, [data-testid='question-detail']");
      if (content) hadContent = true;
      else if (hadContent) seen.push("blank");
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    (window as unknown as { flashes: string[] }).flashes = seen;
  });
  return () => page.evaluate(() => (window as unknown as { flashes: string[] }).flashes);
}

test("with JavaScript on, the page's content stays on screen until the app's screen replaces it, whose scripts load after the first paint", async ({
  page,
}) => {
  const { id, title } = await questionWithAnswer(page.request);
  const flashes = await watchForFlashes(page);
  await page.goto(`/question?id=${id}`);
  await expect(page.getByTestId("question-detail").getByText(title)).toBeVisible();
  await expect(page.getByTestId("comment-item")).toHaveCount(1);
  // Never a spinner, a skeleton or an empty page between the server's content and the app's screen.
  expect(await flashes()).toEqual([]);
  // The app's chunks (React, the screen) are asked for only once the content has painted.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    react: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/react-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.react.length).toBeGreaterThan(0);
  for (const start of timing.react) expect(start).toBeGreaterThanOrEqual(timing.paint);
});

test("with JavaScript on, the home and categories screens take the slogan, channels and categories from the page", async ({
  page,
}) => {
  const asked = apiRequests(page, (pathname) =>
    ["/api/home/slogan", "/api/channels", "/api/categories"].includes(pathname),
  );
  await page.goto("/home");
  // The app's own screen: its channel tiles (the server's plain content is gone).
  await expect(page.getByTestId("channel-grid").getByRole("link").first()).toBeVisible();
  await expect(page.getByTestId("slogan")).not.toBeEmpty();
  await expect(page.locator(".ssr-page")).toHaveCount(0);
  // Without channel_id the screen opens the first channel, whose categories the page holds too.
  await page.goto("/categories");
  await expect(page.locator('[data-testid^="category-chip-"]').first()).toBeVisible();
  await expect(page).toHaveURL(/channel_id=\d+/);
  expect(asked).toEqual([]);
});

test("an address naming its language (?lang=) opens the page in it, and the reader keeps it", async ({
  page,
}) => {
  const { id, title } = await questionWithAnswer(page.request);
  await page.goto(`/question?id=${id}&lang=en`);
  await expect(page.getByTestId("question-detail").getByText(title)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  // The next page, without the parameter, stays in English.
  await page.goto("/questions");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

/** A second-hand item, the newest of its section of /sales, posted through the API by a new user. */
async function saleOnBoard(request: Parameters<typeof apiUser>[0]) {
  const seller = await apiUser(request, "ssrs");
  const title = `无脚本也能看的二手货 ${uniqueName("s")}`;
  const res = await request.post("/api/sales", {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { title, category: "furniture", price: 88, contact: "Li" },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id as number, title };
}

test("a shared link has a preview picture even when the page has none of its own", async ({ request }) => {
  const { id } = await questionWithAnswer(request);
  const html = await (await request.get(`/question?id=${id}`)).text();
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(image).toMatch(/^https?:\/\/.+\/og-default\.png$/);
  const res = await request.get(new URL(image ?? "").pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("image/png");
});

test.describe("the classified boards with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/sales shows each section's newest items, each linking to its page", async ({ page }) => {
    const { id, title } = await saleOnBoard(page.request);
    await page.goto("/sales");
    await expect(page.getByRole("heading", { level: 1, name: "二手" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "家具" })).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/saleDetail\\?id=${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});

test("with JavaScript on, /sales takes over without asking again for its sections", async ({ page }) => {
  const { id, title } = await saleOnBoard(page.request);
  const asked = apiRequests(page, (pathname) => pathname === "/api/sales");
  await page.goto("/sales");
  // The app's own screen (not the server's plain content) shows the item from the embedded answers.
  await expect(page.getByTestId(`sale-card-${id}`)).toContainText(title);
  await expect(page.locator(".ssr-page")).toHaveCount(0);
  expect(asked).toEqual([]);
});

/** A merchant with one product (a price with fen, a description), through the API. */
async function productOnSale(page: Parameters<typeof seedMerchant>[0]) {
  const name = `无脚本也能看的商品 ${uniqueName("p")}`;
  const { merchant, ids } = await seedMerchant(page, [{ name, price: 19.9, stock: 5, warning_level: 0 }]);
  return { id: ids[0] as number, name, merchant };
}

test.describe("the store with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a product page shows the product and links to its merchant's page", async ({ page }) => {
    const { id, name, merchant } = await productOnSale(page);
    await page.goto(`/product?id=${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("¥19.90")).toBeVisible();
    await expect(page.getByText("库存 5")).toBeVisible();
    await page.getByRole("definition").getByRole("link", { name: merchant.name }).click();
    await expect(page).toHaveURL(new RegExp(`/merchants/${merchant.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: merchant.name })).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();
  });
});

/** The store's API requests (products, merchants) the page makes from now on. */
const storeRequests = (page: Page) =>
  apiRequests(
    page,
    (pathname) => pathname.startsWith("/api/products") || pathname.startsWith("/api/merchants"),
  );

test("with JavaScript on, the product page takes over without asking again for the product or its merchant", async ({
  page,
}) => {
  const { id, name } = await productOnSale(page);
  const asked = storeRequests(page);
  await page.goto(`/product?id=${id}`);
  // The app's own screen (not the server's plain content), with its merchant's "Chat" button: the
  // merchant's answer was in the page too.
  await expect(page.getByTestId("product-title")).toHaveText(name);
  await expect(page.getByTestId("product-detail").getByTestId("contact-button")).toBeVisible();
  await expect(page.locator(".ssr-page")).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("with JavaScript on, the store takes over without asking again for its products or merchants", async ({
  page,
}) => {
  const { name } = await productOnSale(page);
  const asked = storeRequests(page);
  await page.goto("/store");
  await expect(page.getByTestId("product-grid").getByText(name)).toBeVisible();
  await expect(page.locator(".ssr-page")).toHaveCount(0);
  expect(asked).toEqual([]);
});
