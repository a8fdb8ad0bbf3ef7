import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, apiUser, bearer, createQuestion, expect, storeSession, test } from "./fixtures";

function postQuestion(request: APIRequestContext, token: string, content: string, isPublic = true) {
  return createQuestion(request, token, {
    content: `<p>${content}</p>`,
    // The server's default rule; a private question takes one its rules allow.
    bonus_rule: isPublic ? "highest_comment_score" : "first_reply",
    ...(isPublic ? {} : { is_public: false }),
  });
}

/** A poster with contact data on record (that must never show), a location and the publisher role. */
async function posterWithQuestions(page: Page, marker: string) {
  const poster = await apiUser(page.request, "poster");
  const saved = await page.request.put(`/api/customers/${poster.id}`, {
    headers: bearer(poster.token),
    data: {
      location: "杭州",
      phone: "13912345678",
      email: `${poster.username}@example.com`,
      address: "西湖区文三路 478 号",
    },
  });
  expect(saved.status()).toBe(200);
  const role = await page.request.post(`/api/admin/users/${poster.id}/role`, {
    headers: bearer(await adminToken(page)),
    data: { role: "publisher" },
  });
  expect(role.status()).toBe(200);
  const publicIds: number[] = [];
  for (let i = 0; i < 12; i++) {
    publicIds.push(
      await postQuestion(page.request, poster.token, `茶园 ${marker} 第 ${i} 个问题：春茶什么时候采？`),
    );
  }
  const secret = await postQuestion(page.request, poster.token, `私密 ${marker} 不公开的问题`, false);
  return { poster, publicIds, secret };
}

test("the poster opens their public profile from the list and the detail; private data and questions stay hidden @mobile", async ({
  page,
}) => {
  const marker = `zq${randomBytes(4).toString("hex")}`;
  const { poster, publicIds, secret } = await posterWithQuestions(page, marker);
  const newestFirst = [...publicIds].reverse();

  // A visitor finds one of the questions and clicks its poster.
  await page.goto(`/questions?search=${marker}`);
  const item = page.getByTestId(`question-item-${newestFirst[0]}`);
  await expect(item).toBeVisible();
  await expect(page.getByTestId(`question-item-${secret}`)).toHaveCount(0);
  await item.getByTestId("question-poster").click();
  await expect(page).toHaveURL(new RegExp(`/user\\?id=${poster.id}$`));

  await expect(page.getByTestId("profile-username")).toHaveText(poster.username);
  await expect(page.getByTestId("profile-role-chip")).toHaveAttribute("data-role", "publisher");
  await expect(page.getByTestId("profile-role-chip")).toHaveText("发布者");
  await expect(page.getByTestId("profile-level")).toContainText("VIP");
  await expect(page.getByTestId("profile-location-value")).toHaveText("杭州");
  await expect(page.getByTestId("profile-rank-value")).toHaveText("列兵");
  const card = page.getByTestId("profile-card");
  for (const secretText of ["13912345678", "example.com", "文三路"]) {
    await expect(card).not.toContainText(secretText);
    await expect(page.locator("body")).not.toContainText(secretText);
  }

  // Their public questions, 10 per page, newest first, the same item as /questions; never the private one.
  await expect(page.getByTestId("profile-question-total")).toHaveText("问题数：12");
  const items = page.getByTestId("question-list").locator("article");
  await expect(items).toHaveCount(10);
  expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")))).toEqual(
    newestFirst.slice(0, 10).map((id) => `question-item-${id}`),
  );
  await expect(page.getByTestId(`question-item-${secret}`)).toHaveCount(0);
  await expect(page.getByTestId("profile-own-hint")).toHaveCount(0);
  await page.getByTestId("question-pagination").getByRole("button", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(new RegExp(`/user\\?id=${poster.id}&page=2$`));
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId(`question-item-${newestFirst[11]}`)).toBeVisible();

  // A click on the item (not the poster) opens the question; its author opens the profile again.
  await page.getByTestId(`question-item-${newestFirst[11]}`).click();
  await expect(page).toHaveURL(new RegExp(`/question\\?id=${newestFirst[11]}$`));
  await page.getByTestId("question-author").click();
  await expect(page).toHaveURL(new RegExp(`/user\\?id=${poster.id}$`));
  await expect(page.getByTestId("profile-username")).toHaveText(poster.username);

  // The poster on their own profile also sees their private question.
  await storeSession(page, poster.session);
  await page.reload();
  await expect(page.getByTestId("profile-question-total")).toHaveText("问题数：13");
  await expect(page.getByTestId(`question-item-${secret}`)).toBeVisible();
  await expect(page.getByTestId("profile-own-hint")).toBeVisible();
});

test("an unknown or malformed user id shows a not-found message", async ({ page, expectConsoleError }) => {
  expectConsoleError(/404/);
  await page.goto("/user?id=2147483647");
  await expect(page.getByTestId("profile-not-found")).toContainText("找不到该用户");
  await page.goto("/user?id=abc");
  await expect(page.getByTestId("profile-not-found")).toBeVisible();
  await page.getByRole("link", { name: "浏览问题" }).click();
  await expect(page).toHaveURL(/\/questions$/);
});

// Screenshots for people to look at (not assertions): SCREENSHOTS=1 [SHOTS_DIR=…] npx playwright test user-profile
for (const lang of ["zh", "ar"]) {
  test(`profile screenshots in ${lang} @mobile`, async ({ page }, info) => {
    test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");
    const marker = `zq${randomBytes(4).toString("hex")}`;
    const { poster, publicIds } = await posterWithQuestions(page, marker);
    const dir = `${process.env.SHOTS_DIR ?? "e2e/.screens"}/${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.goto(`/user?id=${poster.id}`);
    await expect(page.getByTestId("question-list").locator("article")).toHaveCount(10);
    await page.screenshot({ path: `${dir}-user-profile.png`, fullPage: true });
    await page.goto(`/questions?search=${marker}`);
    await expect(page.getByTestId(`question-item-${publicIds[11]}`)).toBeVisible();
    await page.getByTestId(`question-item-${publicIds[11]}`).hover();
    await page.screenshot({ path: `${dir}-user-profile-list.png` });
    await page.goto(`/question?id=${publicIds[11]}`);
    await expect(page.getByTestId("question-author")).toBeVisible();
    await page.screenshot({ path: `${dir}-user-profile-detail.png` });
  });
}
