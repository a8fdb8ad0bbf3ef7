import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  apiUser,
  createQuestion,
  expect,
  grantRole,
  registerViaApi,
  type Session,
  storeSession,
  test,
} from "./fixtures";

/** Switches the browser to `session` (the page must be on the app) and reloads as that user. */
async function actAs(page: Page, session: Session) {
  await storeSession(page, session);
  await page.goto("/home");
}

/**
 * Issue 17's browser test: a user reports a question, a moderator hides it from the queue, the
 * reporter is told in a message, and the question is gone from the list and from search; its author
 * still sees it, with the moderator's note.
 */
test("a reported question hidden by a moderator leaves the list and search; the reporter is told", async ({
  page,
  expectConsoleError,
}) => {
  test.setTimeout(90_000);
  const token = `mq${randomBytes(4).toString("hex")}`;
  const title = `低价代办签证先付款 ${token}`;
  const author = await apiUser(page.request, "author");
  const questionId = await createQuestion(page.request, author.token, {
    content: `<p>${title}，请加微信转账 500 元，明天出签。</p>`,
    is_public: true,
  });

  // The reporter finds it in the list and in search, and reports it from its page.
  const { session: reporter } = await registerViaApi(page);
  await page.goto("/questions");
  await expect(page.getByTestId(`question-item-${questionId}`)).toBeVisible();
  await page.goto(`/searchList?q=${token}`);
  await expect(page.getByTestId(`search-hit-questions-${questionId}`)).toBeVisible();
  await page.goto(`/question?id=${questionId}`);
  await page.getByTestId("report-question").click();
  const dialog = page.getByTestId("report-dialog");
  await expect(dialog.getByRole("heading", { name: "举报该问题" })).toBeVisible();
  await dialog.getByTestId("report-reason-fraud").check();
  await dialog.getByTestId("report-note").fill("要求先转账，疑似诈骗");
  await dialog.getByTestId("report-submit").click();
  await expect(page.getByText("感谢举报。审核人员会尽快处理，处理结果将通过消息通知你。")).toBeVisible();
  await expect(dialog).toBeHidden();
  // A second report of the same question is refused in words.
  expectConsoleError(/status of 409 .*\/api\/reports$/);
  await page.getByTestId("report-question").click();
  await dialog.getByTestId("report-reason-spam").check();
  await dialog.getByTestId("report-submit").click();
  await expect(dialog.getByTestId("report-error")).toHaveText("你已经举报过该内容，审核人员会尽快处理。");
  await dialog.getByTestId("report-cancel").click();

  // An administrator makes a third user a moderator; the user menu now leads to the queue.
  const moderator = await apiUser(page.request, "mod");
  await actAs(page, moderator.session);
  await grantRole(page, moderator.id, "moderator");
  await page.goto("/home");
  await page.getByTestId("user-menu-button").click();
  await page.getByTestId("menu-reports").click();
  await expect(page).toHaveURL(/\/admin\/reports$/);

  const group = page.locator(`[data-target="question:${questionId}"]`);
  await expect(group.getByTestId("report-group-title")).toContainText(token);
  await expect(group.getByTestId("reporter")).toHaveCount(1);
  await expect(group.getByTestId("reporter-reason")).toHaveText("欺诈或诈骗");
  await expect(group.getByTestId("reporter-note")).toContainText("要求先转账，疑似诈骗");
  await group.getByTestId("report-action-hide").click();
  const decide = page.getByTestId("moderation-dialog");
  await expect(decide.getByTestId("moderation-confirm")).toBeDisabled();
  await decide.getByTestId("moderation-note").fill("诈骗信息：要求先付款");
  await decide.getByTestId("moderation-confirm").click();
  await expect(page.getByText("已隐藏，关闭 1 条举报。")).toBeVisible();
  await expect(group).toHaveCount(0);
  await page.getByTestId("reports-tab-actioned").click();
  await expect(group.getByTestId("report-group-decision")).toContainText("隐藏");

  // The reporter is told in a message; the question is gone from the list, search and its page.
  await actAs(page, reporter);
  await page.goto("/messages");
  const message = page.getByTestId("message-item").filter({ hasText: "举报处理结果" });
  await expect(message).toHaveCount(1);
  await expect(message.getByTestId("message-preview")).toContainText(token);
  await page.goto("/questions");
  await expect(page.getByTestId("question-list").or(page.getByTestId("question-list-empty"))).toBeVisible();
  await expect(page.getByTestId(`question-item-${questionId}`)).toHaveCount(0);
  await page.goto(`/searchList?q=${token}`);
  await expect(page.getByTestId("search-empty")).toBeVisible();
  await expect(page.getByTestId(`search-hit-questions-${questionId}`)).toHaveCount(0);
  // The hidden question's page answers 404 (the document and its reads), for its author's first load too.
  expectConsoleError(/status of 404 .*\/question\?id=\d+$/);
  expectConsoleError(/status of 404 .*\/api\/questions\/detail\/\d+$/);
  expectConsoleError(/status of 404 .*\/api\/questions\/comments\?question_id=\d+/);
  await page.goto(`/question?id=${questionId}`);
  await expect(page.getByTestId("question-unavailable")).toBeVisible();

  // Its author still opens it and reads why.
  await actAs(page, author.session);
  await page.goto(`/question?id=${questionId}`);
  const banner = page.getByTestId("moderation-banner");
  await expect(banner).toHaveAttribute("data-state", "hidden");
  await expect(banner.getByTestId("moderation-note")).toHaveText("审核说明：诈骗信息：要求先付款");
  await expect(page.getByTestId("report-question")).toHaveCount(0);
});
