import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiUser, type Category, categoryWithChildren, expect, registerViaApi, test } from "./fixtures";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A channel with a top-level category that has at least two children (seed data has plenty). */
async function pickCategories(request: APIRequestContext) {
  const { channel, top, children } = await categoryWithChildren(request, 2);
  return { channel, top, child: children[0] as Category, other: children[1] as Category };
}

async function postQuestion(
  request: APIRequestContext,
  token: string,
  data: {
    channel: number;
    category_top: number;
    category: number;
    content: string;
    is_public?: boolean;
    bonus_rule?: string;
  },
): Promise<number> {
  const res = await request.post("/api/questions", { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

test("the list shows new questions, finds a Chinese word and filters by status @mobile", async ({ page }) => {
  const { session } = await registerViaApi(page);
  const token = session.access_token;
  const { channel, top, child } = await pickCategories(page.request);
  const where = { channel, category_top: top.id, category: child.id };
  const sturgeon = await postQuestion(page.request, token, {
    ...where,
    content: "<p>鲟鱼养殖的水温应该控制在多少度？</p>",
  });
  const perch = await postQuestion(page.request, token, {
    ...where,
    content: "<p>鲈鱼苗冬天怎么<strong>越冬</strong>？</p>",
  });

  await page.goto("/questions");
  const sturgeonItem = page.getByTestId(`question-item-${sturgeon}`);
  await expect(sturgeonItem).toBeVisible();
  await expect(page.getByTestId(`question-item-${perch}`)).toBeVisible();
  await expect(sturgeonItem.getByTestId("question-title")).toHaveText("鲟鱼养殖的水温应该控制在多少度？");
  await expect(sturgeonItem.getByTestId("question-poster")).toContainText(session.user.username);
  await expect(sturgeonItem.getByTestId("question-status")).toHaveText("待采纳");
  // No bonus offered, so no bonus chip (a bonus needs a funded wallet).
  await expect(sturgeonItem.getByTestId("question-bonus")).toHaveCount(0);
  await expect(page.getByTestId(`question-item-${perch}`)).toContainText("鲈鱼苗冬天怎么越冬？");

  // Bigram search: 鲟鱼 matches the sturgeon question, not the perch one that only shares 鱼.
  await page.getByTestId("question-search").fill("鲟鱼");
  await page.getByTestId("question-search").press("Enter");
  await expect(page).toHaveURL(/\/questions\?search=%E9%B2%9F%E9%B1%BC$/);
  await expect(sturgeonItem).toBeVisible();
  await expect(page.getByTestId(`question-item-${perch}`)).toHaveCount(0);

  // New questions are awaiting acceptance: listed under "pending", not under "done".
  await page.getByTestId("status-filter-done").click();
  await expect(page).toHaveURL(/status=done/);
  await expect(page.getByTestId("status-filter-done")).toHaveAttribute("aria-pressed", "true");
  await expect(sturgeonItem).toHaveCount(0);
  await page.getByTestId("status-filter-pending").click();
  await expect(sturgeonItem).toBeVisible();

  // The whole state is in the URL: a reload keeps it, back restores the previous filter.
  await page.reload();
  await expect(page.getByTestId("question-search")).toHaveValue("鲟鱼");
  await expect(page.getByTestId("status-filter-pending")).toHaveAttribute("aria-pressed", "true");
  await page.goBack();
  await expect(page).toHaveURL(/status=done/);
  await expect(sturgeonItem).toHaveCount(0);

  await page.goto("/questions?search=鲟鱼");
  await sturgeonItem.click();
  await expect(page).toHaveURL(new RegExp(`/question\\?id=${sturgeon}$`));
});

test("a category chip URL prefills the selects, filters, and pages by 10", async ({ page }) => {
  const { session } = await registerViaApi(page);
  const token = session.access_token;
  const { channel, top, child, other } = await pickCategories(page.request);
  // A word of our own keeps other tests' questions out of the counts, and private questions (listed
  // only for their publisher) keep these twelve from pushing other tests' questions off page 1.
  const onlyForMe = { is_public: false, bonus_rule: "publisher_agree" };
  const word = `zq${randomBytes(4).toString("hex")}`;
  const inChild: number[] = [];
  for (let i = 0; i < 11; i++) {
    inChild.push(
      await postQuestion(page.request, token, {
        channel,
        category_top: top.id,
        category: child.id,
        content: `<p>${word} question ${i + 1}</p>`,
        ...onlyForMe,
      }),
    );
  }
  const inOther = await postQuestion(page.request, token, {
    channel,
    category_top: top.id,
    category: other.id,
    content: `<p>${word} elsewhere</p>`,
    ...onlyForMe,
  });

  await page.goto(`/questions?channel=${channel}&category_top=${top.id}&category=${child.id}&search=${word}`);
  await expect(page.getByTestId("filter-category-top")).toContainText(top.name);
  await expect(page.getByTestId("filter-category")).toContainText(child.name);
  await expect(page.getByTestId("question-search")).toHaveValue(word);
  await expect(page.getByTestId("question-total")).toHaveText("共 11 个问题");
  await expect(page.getByTestId("question-list").locator("article")).toHaveCount(10);
  await expect(page.getByTestId(`question-item-${inOther}`)).toHaveCount(0);
  // Newest first: the first question created is alone on page 2.
  await expect(page.getByTestId(`question-item-${inChild[10]}`)).toBeVisible();

  await page.getByTestId("question-pagination").getByRole("button", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByTestId("question-list").locator("article")).toHaveCount(1);
  await expect(page.getByTestId(`question-item-${inChild[0]}`)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`question-item-${inChild[0]}`)).toBeVisible();

  // Choosing the other child category starts again at page 1.
  await page.getByTestId("filter-category").selectOption({ label: other.name });
  await expect(page).toHaveURL(new RegExp(`category=${other.id}&search=${word}$`));
  await expect(page.getByTestId(`question-item-${inOther}`)).toBeVisible();
  await expect(page.getByTestId("question-total")).toHaveText("共 1 个问题");
});

test("my questions lists my own, commented, favorited and shared questions; the user menu counts", async ({
  page,
}) => {
  const { channel, top, child } = await pickCategories(page.request);
  const where = { channel, category_top: top.id, category: child.id };
  const author = (await apiUser(page.request)).token;
  const theirs = await postQuestion(page.request, author, {
    ...where,
    content: "<p>别人的问题：果树怎么剪枝？</p>",
  });

  const { session } = await registerViaApi(page);
  const token = session.access_token;
  const mine = await postQuestion(page.request, token, {
    ...where,
    content: "<p>我的问题：番茄为什么裂果？</p>",
  });
  for (const action of ["favorite", "like", "share"]) {
    const res = await page.request.post(`/api/questions/${theirs}/${action}`, {
      headers: auth(token),
      data: {},
    });
    expect(res.status()).toBe(200);
  }
  const commented = await page.request.post("/api/questions/comments", {
    headers: auth(token),
    data: { question_id: theirs, content: "冬季修剪最好。" },
  });
  expect(commented.status()).toBe(201);
  const rated = await page.request.post(`/api/questions/${mine}/rate`, {
    headers: auth(author),
    data: { score: 4 },
  });
  expect(rated.status()).toBe(200);
  await page.request.post(`/api/questions/${mine}/favorite`, { headers: auth(author), data: {} });

  await page.goto("/myQuestions");
  await expect(page.getByTestId(`question-item-${mine}`)).toBeVisible();
  await expect(page.getByTestId(`question-item-${theirs}`)).toHaveCount(0);

  for (const tab of ["commented", "favorites", "shared"]) {
    await page.getByTestId(`my-tab-${tab}`).click();
    await expect(page).toHaveURL(new RegExp(`/myQuestions\\?tab=${tab}$`));
    await expect(page.getByTestId(`question-item-${theirs}`)).toBeVisible();
    await expect(page.getByTestId(`question-item-${mine}`)).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByTestId("my-tab-shared")).toHaveAttribute("aria-selected", "true");

  // Unfavorited elsewhere: the list is unchanged until the refresh button reloads it.
  await page.getByTestId("my-tab-favorites").click();
  await expect(page.getByTestId(`question-item-${theirs}`)).toBeVisible();
  await page.request.post(`/api/questions/${theirs}/unfavorite`, { headers: auth(token), data: {} });
  await page.getByTestId("my-questions-refresh").click();
  await expect(page.getByTestId("question-list-empty")).toContainText("暂无数据");

  // Received on my question: one rating and one favorite from the other user, no likes.
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("user-total-likes")).toContainText("0");
  await expect(page.getByTestId("user-total-ratings")).toContainText("1");
  await expect(page.getByTestId("user-total-favorites")).toContainText("1");
  await expect(page.getByTestId("user-totals")).toContainText("获赞");
});

test("my questions shows skeleton rows while the list loads, then the items", async ({ page }) => {
  const { session } = await registerViaApi(page);
  const { channel, top, child } = await pickCategories(page.request);
  const mine = await postQuestion(page.request, session.access_token, {
    channel,
    category_top: top.id,
    category: child.id,
    content: "<p>阳台种的草莓为什么只开花不结果？</p>",
  });

  // Hold every request for my list until the test lets it through.
  let release = () => {};
  let gate = Promise.resolve();
  const closeGate = () => {
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  let requests = 0;
  await page.route("**/api/questions/my/**", async (route) => {
    requests++;
    await gate;
    await route.continue();
  });

  closeGate();
  await page.goto("/myQuestions");
  const skeleton = page.getByTestId("question-list-skeleton");
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute("aria-busy", "true");
  await expect(skeleton.locator(".MuiCard-root")).toHaveCount(5);
  await expect(skeleton.locator(".MuiSkeleton-root").first()).toBeVisible();
  await expect(page.getByTestId(`question-item-${mine}`)).toHaveCount(0);
  expect(requests).toBe(1);
  release();
  await expect(page.getByTestId(`question-item-${mine}`)).toContainText("阳台种的草莓为什么只开花不结果？");
  await expect(skeleton).toHaveCount(0);

  // The refresh button shows the skeleton again until the reloaded list arrives.
  closeGate();
  await page.getByTestId("my-questions-refresh").click();
  await expect(skeleton).toBeVisible();
  await expect(page.getByTestId(`question-item-${mine}`)).toHaveCount(0);
  release();
  await expect(page.getByTestId(`question-item-${mine}`)).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  expect(requests).toBe(2);
});
