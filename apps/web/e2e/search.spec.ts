import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { type Category, categoryWithChildren, expect, registerViaApi, test } from "./fixtures";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A channel with a top-level category and a child of it (the seed has plenty). */
async function pickCategories(request: APIRequestContext) {
  const { channel, top, children } = await categoryWithChildren(request, 1);
  return { channel, category_top: top.id, category: (children[0] as Category).id };
}

/**
 * A public question with a Chinese word and a sale listing with an English word, both carrying a
 * random token of their own so other tests' data never mixes in.
 */
async function postFixtures(page: Page) {
  const { session } = await registerViaApi(page);
  const token = `zq${randomBytes(4).toString("hex")}`;
  const request = page.request;

  const question = await request.post("/api/questions", {
    headers: auth(session.access_token),
    data: {
      ...(await pickCategories(request)),
      content: `<p>请问退休以后的养老保险怎么领取？骑 bicycle 去社保局办理可以吗？编号 ${token}</p>`,
      is_public: true,
    },
  });
  expect(question.status(), await question.text()).toBe(201);
  const questionId: number = (await question.json()).id;

  const sale = await request.post("/api/sales", {
    headers: auth(session.access_token),
    data: {
      title: `Mountain bicycle ${token}`,
      category: "daily",
      price: 480,
      location: "Chaoyang, Beijing",
      description: `A sturdy bicycle, two years old, for sale with a new lock. Mention 养老 ${token} when you call.`,
      contact: "Mr Li",
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const saleId: number = (await sale.json()).id;
  return { token, questionId, saleId };
}

async function searchFor(page: Page, words: string) {
  const input = page.getByTestId("search-input");
  await input.fill(words);
  await input.press("Enter");
}

test("finds a question by a Chinese word and a listing by an English word, marks them and opens a hit @mobile", async ({
  page,
}) => {
  const { token, questionId, saleId } = await postFixtures(page);
  const questionHit = page.getByTestId(`search-hit-questions-${questionId}`);
  const saleHit = page.getByTestId(`search-hit-sales-${saleId}`);

  // No words yet: a prompt, no results.
  await page.goto("/searchList");
  await expect(page.getByTestId("search-prompt")).toBeVisible();
  await expect(page.getByTestId("search-groups")).toHaveCount(0);

  // The Chinese word and the token: the question (word marked) and the listing that mentions both.
  await searchFor(page, `养老 ${token}`);
  await expect(page).toHaveURL(new RegExp(`/searchList\\?q=%E5%85%BB%E8%80%81\\+${token}$`));
  const questions = page.getByTestId("search-group-questions");
  await expect(questions.getByRole("heading", { name: "问答" })).toBeVisible();
  await expect(questionHit).toBeVisible();
  await expect(questionHit.locator("mark", { hasText: "养老" }).first()).toBeVisible();
  await expect(questionHit.locator("mark", { hasText: token }).first()).toBeVisible();
  await expect(questionHit.getByTestId("search-hit-kind")).toHaveText("问答");
  await expect(
    page.getByTestId("search-group-sales").getByTestId(`search-hit-sales-${saleId}`),
  ).toBeVisible();
  await expect(saleHit.getByTestId("search-hit-price")).toContainText("¥480.00");
  await expect(saleHit.getByTestId("search-hit-place")).toHaveText("Chaoyang, Beijing");
  // Kinds without hits are left out.
  await expect(page.getByTestId("search-group-jobs")).toHaveCount(0);
  await expect(page.getByTestId("search-tab-questions").getByTestId("search-tab-count")).toHaveText("1");
  await expect(page.getByTestId("search-tab-sales").getByTestId("search-tab-count")).toHaveText("1");

  // The English word (typed in capitals) and the token: both again, the word marked in each.
  await searchFor(page, `BICYCLE ${token}`);
  await expect(page).toHaveURL(new RegExp(`q=BICYCLE\\+${token}$`));
  await expect(saleHit.getByTestId("search-hit-title").locator("mark").first()).toHaveText("bicycle");
  await expect(questionHit.locator("mark", { hasText: "bicycle" }).first()).toBeVisible();
  await expect(page.getByTestId("search-group-questions")).toBeVisible();
  await expect(page.getByTestId("search-group-sales")).toBeVisible();

  // A word found nowhere else narrows it down: the token alone with a word only the listing has.
  await searchFor(page, `mountain ${token}`);
  await expect(saleHit).toBeVisible();
  await expect(page.getByTestId("search-group-questions")).toHaveCount(0);
  await searchFor(page, token);
  await expect(questionHit).toBeVisible();

  // The sales tab: only listings, the tab in the URL; its hit opens the detail page.
  await page.getByTestId("search-tab-sales").click();
  await expect(page).toHaveURL(new RegExp(`q=${token}&kind=sales$`));
  await expect(page.getByTestId("search-list-sales").getByTestId(`search-hit-sales-${saleId}`)).toBeVisible();
  await expect(questionHit).toHaveCount(0);
  await saleHit.click();
  await expect(page).toHaveURL(new RegExp(`/saleDetail\\?id=${saleId}$`));

  // Back restores the tab and refills the field.
  await page.goBack();
  await expect(page.getByTestId("search-tab-sales")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("search-input")).toHaveValue(token);
});

test("says so when nothing matches, and the question hit opens the question", async ({ page }) => {
  const { token, questionId } = await postFixtures(page);

  await page.goto(`/searchList?q=${token}x9nothing`);
  await expect(page.getByTestId("search-empty")).toBeVisible();
  await expect(page.getByTestId("search-groups")).toHaveCount(0);

  await page.goto(`/searchList?q=${encodeURIComponent(`养老保险 ${token}`)}&kind=questions`);
  await expect(page.getByTestId("search-tab-questions")).toHaveAttribute("aria-selected", "true");
  const hit = page.getByTestId(`search-hit-questions-${questionId}`);
  await expect(hit.locator("mark", { hasText: "养老保险" }).first()).toBeVisible();
  // The other tab counts come along: the listing mentions 养老 but not 养老保险.
  await expect(page.getByTestId("search-tab-sales").getByTestId("search-tab-count")).toHaveText("0");
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/question\\?id=${questionId}$`));
});
