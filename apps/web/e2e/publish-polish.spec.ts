import type { APIRequestContext, Page } from "@playwright/test";
import {
  bearer,
  expect,
  fundViaRecharge,
  PASSWORD,
  registerViaApi,
  submitLoginForm,
  test,
  uniqueName,
} from "./fixtures";

// Issue 15 item 15: the ask form's balance and draft, the logged-out like, logout, /publishInfoEditor.

/** The first channel is chosen by itself; this picks its first parent category and types the text. */
async function fillQuestion(page: Page, text: string) {
  await expect(page.getByTestId("category-top-select")).not.toHaveAttribute("aria-disabled", "true");
  await page.getByTestId("category-top-select").click();
  await page.locator('[data-testid^="category-top-option-"]').first().click();
  await page.getByTestId("content-editor").click();
  await page.keyboard.type(text);
}

/** A question by another account, through the API (no bonus). */
async function questionByAnother(request: APIRequestContext, content: string) {
  const res = await request.post("/api/register", {
    data: { username: uniqueName("au"), password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const token = (await res.json()).access_token as string;
  const channels = await (await request.get("/api/channels")).json();
  const categories = await (await request.get(`/api/categories?channel_id=${channels[0].id}`)).json();
  const top = categories.find((c: { parent_id: number | null }) => c.parent_id === null).id as number;
  const created = await request.post("/api/questions", {
    headers: bearer(token),
    data: { channel: channels[0].id, category_top: top, content: `<p>${content}</p>` },
  });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).id as number, token };
}

test("a draft survives leaving the form and a reload, can be discarded, and is gone after publishing @mobile", async ({
  page,
}) => {
  // Two reloads, a discard and a publish: about 25 s on a quiet 2-core machine, near the default 30.
  test.slow();
  const { session } = await registerViaApi(page);
  await fundViaRecharge(page, session.access_token, 20);
  await page.goto("/publish");
  await expect(page.getByTestId("draft-restored")).toHaveCount(0);
  await fillQuestion(page, "草稿里的问题：退休金怎么规划？");
  await page.getByTestId("bonus-amount").fill("5");
  const chosenTop = await page.getByTestId("category-top-select").textContent();

  // Away inside the app (the recharge link), then back.
  await page.getByTestId("publish-recharge").click();
  await expect(page).toHaveURL(/\/wallet\/recharge$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/publish$/);
  await expect(page.getByTestId("draft-restored")).toContainText("已恢复你在");
  await expect(page.getByTestId("content-editor")).toContainText("草稿里的问题：退休金怎么规划？");
  await expect(page.getByTestId("bonus-amount")).toHaveValue("5");
  await expect(page.getByTestId("category-top-select")).toHaveText(chosenTop ?? "");

  // A change typed just before a reload is kept too.
  await page.getByTestId("content-editor").click();
  await page.keyboard.press("End");
  await page.keyboard.type("再补充一句");
  await page.reload();
  await expect(page.getByTestId("draft-restored")).toBeVisible();
  await expect(page.getByTestId("content-editor")).toContainText("退休金怎么规划？再补充一句");

  // Discard: an empty form, and nothing comes back after a reload.
  await page.getByTestId("draft-discard").click();
  await expect(page.getByTestId("draft-restored")).toHaveCount(0);
  await expect(page.getByTestId("content-editor")).not.toContainText("退休金");
  await expect(page.getByTestId("bonus-amount")).toHaveValue("0");
  await page.reload();
  await expect(page.getByTestId("content-editor")).toBeVisible();
  await expect(page.getByTestId("draft-restored")).toHaveCount(0);

  // Publishing clears the draft.
  await fillQuestion(page, "发布后草稿应当消失");
  await page.waitForTimeout(800); // the draft is written
  await page.getByTestId("submit-question").click();
  await expect(page).toHaveURL(/\/question\?id=\d+$/);
  await page.goto("/publish");
  await expect(page.getByTestId("content-editor")).toBeVisible();
  await expect(page.getByTestId("draft-restored")).toHaveCount(0);
  await expect(page.getByTestId("content-editor")).not.toContainText("发布后");
});

test("one user's draft is not shown to another account on the same browser", async ({ page }) => {
  const first = await registerViaApi(page);
  await page.goto("/publish");
  await fillQuestion(page, "只属于第一个用户的草稿");
  await page.goto("/home");
  const key = `askearn.publishDraft.${first.session.user.id}`;
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toContain("只属于第一个用户的草稿");
  await registerViaApi(page); // signs the browser in as someone else
  await page.goto("/publish");
  await expect(page.getByTestId("content-editor")).toBeVisible();
  await expect(page.getByTestId("draft-restored")).toHaveCount(0);
  await expect(page.getByTestId("content-editor")).not.toContainText("第一个用户");
});

test("the balance is shown; a bonus + expert fee above it is refused on the bonus field before sending @mobile", async ({
  page,
  expectConsoleError,
}) => {
  const { session } = await registerViaApi(page);
  await fundViaRecharge(page, session.access_token, 10);
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/questions") posts++;
  });
  await page.goto("/publish");
  await expect(page.getByTestId("publish-balance-value")).toHaveText("¥10.00");
  await expect(page.getByTestId("publish-recharge")).toHaveAttribute("href", "/wallet/recharge");
  await fillQuestion(page, "悬赏超过余额时会怎样？");

  await page.getByTestId("bonus-amount").fill("8");
  await page.getByTestId("paid-amount").fill("3");
  const bonusField = page.getByTestId("bonus-amount");
  // As it is typed, before any submit.
  await expect(bonusField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("余额不足以支付悬赏和专家费，请先充值或降低金额")).toBeVisible();
  await expect(page.getByTestId("publish-balance-short")).toHaveText("还差 ¥1.00");
  await page.getByTestId("submit-question").click();
  await expect(bonusField).toBeFocused();
  await expect(page).toHaveURL(/\/publish$/);
  expect(posts).toBe(0);

  // Within the balance: the error goes away at once.
  await page.getByTestId("paid-amount").fill("2");
  await expect(bonusField).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByTestId("publish-balance-short")).toHaveCount(0);
  await expect(page.getByTestId("publish-balance-due")).toHaveText("本次将冻结 ¥10.00（悬赏 + 专家费）");

  // The money is spent elsewhere meanwhile: the server's 402 lands on the bonus field too.
  const other = await page.request.post("/api/questions", {
    headers: bearer(session.access_token),
    data: await (async () => {
      const channels = await (await page.request.get("/api/channels")).json();
      const cats = await (await page.request.get(`/api/categories?channel_id=${channels[0].id}`)).json();
      const top = cats.find((c: { parent_id: number | null }) => c.parent_id === null).id;
      return { channel: channels[0].id, category_top: top, content: "<p>spent</p>", bonus_amount: 4 };
    })(),
  });
  expect(other.status()).toBe(201);
  await page.getByTestId("submit-question").click();
  await expect(bonusField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("余额不足以支付悬赏和专家费，请先充值或降低金额")).toBeVisible();
  await expect(page.getByTestId("publish-balance-value")).toHaveText("¥6.00");
  await expect(page.getByTestId("publish-balance-short")).toHaveText("还差 ¥4.00");
  await expect(page).toHaveURL(/\/publish$/);
  expect(posts).toBe(1);
  // The browser logs the refused request itself.
  expectConsoleError(/status of 402/);
});

test("a logged-out like explains why, goes to /login and comes back to the question @mobile", async ({
  page,
}) => {
  const { id } = await questionByAnother(page.request, "登录后点赞的问题");
  const username = uniqueName("liker");
  expect(
    (await page.request.post("/api/register", { data: { username, password: PASSWORD } })).status(),
  ).toBe(201);
  await page.goto(`/question?id=${id}`);

  // Cancel keeps the visitor on the question.
  await page.getByTestId("question-like").click();
  await expect(page.getByTestId("login-prompt")).toContainText("登录后才能点赞");
  await expect(page.getByTestId("login-prompt")).toContainText("登录后会回到这个问题");
  await page.getByTestId("login-prompt-cancel").click();
  await expect(page.getByTestId("login-prompt")).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/question\\?id=${id}$`));

  // The star rating says its own reason.
  await page.getByTestId("question-rating").locator("label").filter({ hasText: "4 星" }).click();
  await expect(page.getByTestId("login-prompt")).toContainText("登录后才能评分");
  await page.getByTestId("login-prompt-cancel").click();

  await page.getByTestId("question-like").click();
  await page.getByTestId("login-prompt-confirm").click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLoginForm(page, "login", username);
  await expect(page).toHaveURL(new RegExp(`/question\\?id=${id}$`));
  await page.getByTestId("question-like").click();
  await expect(page.getByTestId("question-like")).toHaveAttribute("aria-pressed", "true");
});

test("logout from a screen that needs a login lands on / (the user menu, the phone's top bar and drawer) @mobile", async ({
  page,
  isMobile,
}) => {
  await registerViaApi(page);
  await page.goto("/userCenter?tab=manage");
  await expect(page.getByTestId("manage-tab")).toBeVisible();
  if (isMobile) {
    await page.getByTestId("drawer-button").click();
    await page.getByTestId("drawer-logout").click();
  } else {
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("logout").click();
  }
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId("login-button")).toBeVisible();

  if (isMobile) {
    await registerViaApi(page);
    await page.goto("/publish");
    await expect(page.getByTestId("publish-form")).toBeVisible();
    await page.getByTestId("logout-button").click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("login-button")).toBeVisible();
  }
});

test("/publishInfoEditor: the manage tab's ask button opens the question editor, which publishes back into the list @mobile", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  await fundViaRecharge(page, session.access_token, 5);
  await page.goto("/userCenter?tab=manage");
  await page.getByTestId("manage-ask").click();
  await expect(page).toHaveURL(/\/publishInfoEditor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("提问");
  await expect(page.getByTestId("publish-balance-value")).toHaveText("¥5.00");

  // Back to the manage tab and in again.
  await page.getByTestId("publish-back-manage").click();
  await expect(page).toHaveURL(/\/userCenter\?tab=manage$/);
  await page.getByTestId("manage-ask").click();

  const marker = `管理页提问 ${uniqueName("m")}`;
  await fillQuestion(page, marker);
  await page.getByTestId("bonus-amount").fill("6");
  await expect(page.getByText("余额不足以支付悬赏和专家费，请先充值或降低金额")).toBeVisible();
  await page.getByTestId("bonus-amount").fill("5");
  await page.getByTestId("submit-question").click();
  await expect(page).toHaveURL(/\/userCenter\?tab=manage$/);
  await expect(page.getByRole("alert")).toContainText("问题提交成功。");
  await expect(page.getByTestId("manage-tab").getByTestId("question-title").first()).toHaveText(marker);
  // Logged out, the screen asks for a login first.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/publishInfoEditor");
  await expect(page).toHaveURL(/\/login$/);
});

// Screenshots for people to look at (not assertions): SCREENSHOTS=1 npx playwright test e2e/publish-polish.spec.ts
for (const lang of ["zh", "ar"]) {
  test(`publish form screenshots in ${lang} @mobile`, async ({ page }, info) => {
    test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");
    const dir = `e2e/.screens/${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    const { session } = await registerViaApi(page);
    await fundViaRecharge(page, session.access_token, 10);
    await page.goto("/publish");
    await fillQuestion(page, lang === "ar" ? "كيف أخطط لمعاش التقاعد؟" : "退休后如何规划每月的养老金支出？");
    await page.getByTestId("bonus-amount").fill("8");
    await page.getByTestId("paid-amount").fill("3");
    await page.waitForTimeout(800);
    await page.reload();
    await expect(page.getByTestId("draft-restored")).toBeVisible();
    await expect(page.getByTestId("publish-balance-short")).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}-publish-balance-draft.png`, fullPage: true });
    await page.screenshot({ path: `${dir}-publish-draft-top.png` });
    await page.getByTestId("publish-balance").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}-publish-balance.png` });
    await page.goto("/publishInfoEditor");
    await expect(page.getByTestId("publish-back-manage")).toBeVisible();
    await expect(page.getByTestId("publish-balance-value")).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}-publish-info-editor.png`, fullPage: true });
    const { id } = await questionByAnother(page.request, "截图用的问题");
    await page.evaluate(() => {
      for (const key of ["token", "access_token", "user", "userId", "role"]) localStorage.removeItem(key);
    });
    await page.goto(`/question?id=${id}`);
    await page.getByTestId("question-like").click();
    await expect(page.getByTestId("login-prompt")).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}-login-prompt.png` });
  });
}
