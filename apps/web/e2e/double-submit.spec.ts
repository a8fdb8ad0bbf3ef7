import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  apiUser,
  bearer,
  becomeApprovedExpert,
  createQuestion,
  expect,
  registerViaApi,
  test,
  uniqueName,
} from "./fixtures";

/**
 * Issue 15 item 11: a double-click (or two quick clicks) on "Post answer" makes exactly one answer,
 * in the question page and in the expert's answer screen. Every answer POST carries an
 * Idempotency-Key, and a second one (if the page ever sends it) carries the same key.
 */

async function firstCategoryPath(request: APIRequestContext, icon?: string) {
  const channels: { id: number; icon: string }[] = await (await request.get("/api/channels")).json();
  const channel = (icon && channels.find((c) => c.icon === icon)) || channels[0];
  if (!channel) throw new Error("no channel");
  const categories: { id: number; parent_id: number | null }[] = await (
    await request.get("/api/categories", { params: { channel_id: channel.id } })
  ).json();
  const top = categories.find((c) => c.parent_id === null);
  if (!top) throw new Error("no category");
  return { channel: channel.id, category_top: top.id };
}

/** Records the answer POSTs the page sends, with their Idempotency-Key headers. */
function watchAnswerPosts(page: Page) {
  const keys: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/questions/comments") {
      keys.push(request.headers()["idempotency-key"]);
    }
  });
  return keys;
}

async function answersWith(request: APIRequestContext, token: string, questionId: number, text: string) {
  const res = await request.get("/api/questions/comments", {
    headers: bearer(token),
    params: { question_id: questionId, limit: 100 },
  });
  expect(res.status()).toBe(200);
  const body: { items: { content: string }[] } = await res.json();
  return body.items.filter((c) => c.content.includes(text)).length;
}

/** Types into the answer editor (a text area or the rich-text editor: both take focus and keys). */
async function typeAnswer(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.type(text);
}

/** Two clicks in one task: the second comes before React can render the disabled button. */
const clickTwiceAtOnce = (button: Locator) =>
  button.evaluate((el) => {
    (el as HTMLButtonElement).click();
    (el as HTMLButtonElement).click();
  });

async function expectOneAnswer(
  page: Page,
  keys: (string | undefined)[],
  check: () => Promise<number>,
  text: string,
) {
  await expect(page.getByTestId("comment-item").filter({ hasText: text })).toHaveCount(1);
  // Whatever arrives late must not add a second answer.
  await page.waitForTimeout(1500);
  expect(await check()).toBe(1);
  await expect(page.getByTestId("comment-item").filter({ hasText: text })).toHaveCount(1);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  for (const key of keys) expect(key).toMatch(/^[\w.:-]{8,100}$/);
  expect(new Set(keys).size).toBe(1);
}

for (const how of ["dblclick", "two clicks at once"] as const) {
  test(`${how} on Post answer makes exactly one answer @mobile`, async ({ page }) => {
    const asker = await apiUser(page.request, "ds");
    const questionId = await createQuestion(page.request, asker.token, {
      bonus_rule: "highest_comment_score", // the server's default rule
      content: `<p>双击会重复提交吗？${uniqueName("q")}</p>`,
    });
    const { session } = await registerViaApi(page);
    const keys = watchAnswerPosts(page);
    await page.goto(`/question?id=${questionId}`);

    const text = `只应出现一次的回答 ${uniqueName("a")}`;
    await typeAnswer(page, page.getByTestId("comment-input"), text);
    const submit = page.getByTestId("comment-submit");
    if (how === "dblclick") await submit.dblclick();
    else await clickTwiceAtOnce(submit);

    await expectOneAnswer(
      page,
      keys,
      () => answersWith(page.request, session.access_token, questionId, text),
      text,
    );
  });
}

test("a double-click in the expert answer screen makes exactly one answer", async ({ page }) => {
  const { session } = await registerViaApi(page);
  const path = await firstCategoryPath(page.request, "law");
  await becomeApprovedExpert(page, session.access_token, session.user.id, {
    channel_id: path.channel,
    category_ids: [path.category_top],
  });
  const asker = await apiUser(page.request, "ds");
  const questionId = await createQuestion(page.request, asker.token, {
    ...path,
    content: `<p>专家页面双击提交 ${uniqueName("q")}</p>`,
    is_public: false,
    bonus_rule: "first_reply",
  });
  const keys = watchAnswerPosts(page);
  await page.goto("/expert-qa");
  await page.getByTestId(`expert-question-${questionId}`).click();
  await expect(page.getByTestId("expert-question-detail")).toHaveAttribute(
    "data-question-id",
    String(questionId),
  );

  const text = `专家只回答一次 ${uniqueName("a")}`;
  await typeAnswer(page, page.getByTestId("expert-answer-input"), text);
  await page.getByTestId("expert-answer-submit").dblclick();
  await expectOneAnswer(
    page,
    keys,
    () => answersWith(page.request, session.access_token, questionId, text),
    text,
  );

  // And two clicks in one task.
  const second = `专家第二个回答 ${uniqueName("b")}`;
  await typeAnswer(page, page.getByTestId("expert-answer-input"), second);
  keys.length = 0;
  await clickTwiceAtOnce(page.getByTestId("expert-answer-submit"));
  await expectOneAnswer(
    page,
    keys,
    () => answersWith(page.request, session.access_token, questionId, second),
    second,
  );
});
