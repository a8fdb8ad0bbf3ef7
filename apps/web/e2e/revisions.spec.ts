import type { Page } from "@playwright/test";
import { apiUser, bearer, comment, createQuestion, expect, registerViaApi, test } from "./fixtures";

/** Types an answer with a paragraph and a code block in the answer form's editor and posts it. */
async function postAnswerWithCode(page: Page, text: string, code: string) {
  const form = page.getByTestId("comment-form");
  await form.getByTestId("comment-input").click();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await form.getByTestId("editor-codeBlock").click();
  await page.keyboard.type(code);
  await form.getByTestId("comment-submit").click();
  await expect(page.getByTestId("comment-item").filter({ hasText: code })).toHaveCount(1);
}

test("answer with a code block, edit the answer and the question, read the revisions @mobile", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  const id = await createQuestion(page.request, session.access_token, {
    content: "<p>如何在 Node 里读取 JSON 文件？</p>",
  });
  const other = await apiUser(page.request, "rv");
  await comment(page.request, other.token, id, "用 fs.readFileSync 再 JSON.parse。");

  await page.goto(`/question?id=${id}`);
  await expect(page.getByTestId("question-title")).toBeVisible();

  // An answer with a code block renders as code.
  await postAnswerWithCode(page, "可以这样写：", "const data = JSON.parse(text);");
  const mine = page.getByTestId("comment-item").filter({ hasText: "可以这样写" });
  await expect(mine.getByTestId("comment-content").locator("pre code")).toHaveText(
    "const data = JSON.parse(text);",
  );
  // Only my own answer offers edit and delete.
  await expect(page.getByTestId("comment-edit")).toHaveCount(1);
  await expect(mine.getByTestId("comment-edit")).toBeVisible();

  // Newest first: mine leads; back to score (both unrated: oldest first).
  await page.getByTestId("comments-sort-newest").click();
  await expect(page.getByTestId("comment-item").first()).toContainText("可以这样写");
  await page.getByTestId("comments-sort-score").click();
  await expect(page.getByTestId("comment-item").first()).toContainText("fs.readFileSync");

  // Edit the answer: the change shows, with "edited" and its history (before / after).
  await mine.getByTestId("comment-edit").click();
  const dialog = page.getByTestId("edit-answer");
  const editor = dialog.getByTestId("edit-answer-content");
  await expect(editor.locator("pre code")).toHaveText("const data = JSON.parse(text);");
  await editor.locator("p").first().click();
  await page.keyboard.press("End");
  await page.keyboard.type("（Node 18 以上）");
  await dialog.getByTestId("edit-answer-save").click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByTestId("comment-content").locator("p")).toHaveText("可以这样写：（Node 18 以上）");
  await mine.getByTestId("comment-edited").click();
  const history = page.getByTestId("revisions-dialog");
  await expect(history.getByTestId("revision")).toHaveCount(1);
  await expect(history.getByTestId("revision-meta")).toContainText(session.user.username);
  await expect(history.getByTestId("revision-content-before")).toContainText("可以这样写：");
  await expect(history.getByTestId("revision-content-before")).not.toContainText("Node 18");
  await expect(history.getByTestId("revision-content-after")).toContainText("（Node 18 以上）");
  await history.getByTestId("revisions-close").click();
  await expect(history).toBeHidden();

  // Edit the question's title: the bonus stays, the history shows the old and the new title.
  await page.getByTestId("question-edit").click();
  const qDialog = page.getByTestId("edit-question");
  await qDialog.getByTestId("edit-question-title-input").fill("Node 读取 JSON 文件的最佳做法");
  await qDialog.getByTestId("edit-question-save").click();
  await expect(qDialog).toBeHidden();
  await expect(page.getByTestId("question-title")).toHaveText("Node 读取 JSON 文件的最佳做法");
  await page.getByTestId("question-edited").click();
  await expect(history.getByTestId("revision-before").first()).toContainText(
    "如何在 Node 里读取 JSON 文件？",
  );
  await expect(history.getByTestId("revision-after").first()).toContainText("Node 读取 JSON 文件的最佳做法");
  await history.getByTestId("revisions-close").click();

  // With answers, the question cannot be deleted: no delete button, a note says why.
  await expect(page.getByTestId("question-delete")).toHaveCount(0);
  await expect(page.getByTestId("question-delete-note")).toBeVisible();

  // Another reader (not logged in) sees "edited" and the history, but no edit controls.
  await page.evaluate(() => {
    for (const key of ["token", "access_token", "user", "userId", "role"]) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByTestId("question-edited")).toBeVisible();
  await expect(page.getByTestId("question-edit")).toHaveCount(0);
  await expect(page.getByTestId("comment-edit")).toHaveCount(0);
  await mine.getByTestId("comment-edited").click();
  await expect(history.getByTestId("revision")).toHaveCount(1);
});

test("the publisher deletes an unanswered question", async ({ page, expectConsoleError }) => {
  // The deleted question's page asks for it once more and gets 404 (shown as "not available").
  expectConsoleError(/status of 404 .*\/api\/questions\//);
  const { session } = await registerViaApi(page);
  const id = await createQuestion(page.request, session.access_token, {
    content: "<p>一个没人回答的问题</p>",
  });
  await page.goto(`/question?id=${id}`);
  await page.getByTestId("question-delete").click();
  await page.getByTestId("delete-question-confirm").click();
  await expect(page.getByRole("alert")).toHaveText("问题已删除。");
  await expect(page).toHaveURL(/\/questions/);
  // The deleted question's page answers 410 Gone (for search engines); the browser notes it.
  expectConsoleError(/status of 410 .*\/question\?id=\d+$/);
  await page.goto(`/question?id=${id}`);
  await expect(page.getByTestId("question-unavailable")).toBeVisible();
  await expect(page.getByTestId("question-detail")).toHaveCount(0);
});

// Screenshots for people to look at (not assertions): SCREENSHOTS=1 npx playwright test e2e/revisions.spec.ts
for (const lang of ["zh", "ar"]) {
  test(`revision screenshots in ${lang} @mobile`, async ({ page }, info) => {
    test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");
    const dir = `e2e/.screens/${info.project.name}-${lang}-revisions`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    const { session } = await registerViaApi(page);
    const ar = lang === "ar";
    const id = await createQuestion(page.request, session.access_token, {
      content: ar ? "<p>كيف أقرأ ملف JSON في Node؟</p>" : "<p>如何在 Node 里读取 JSON 文件？</p>",
    });
    const other = await apiUser(page.request, "rv");
    await comment(page.request, other.token, id, ar ? "استخدم fs.readFileSync." : "用 fs.readFileSync。");
    const edit = await page.request.patch(`/api/questions/${id}`, {
      headers: bearer(session.access_token),
      data: {
        title: ar ? "قراءة ملفات JSON في Node" : "Node 读取 JSON 文件的最佳做法",
        content: ar
          ? "<p>كيف أقرأ ملف JSON كبيرًا في Node دون حجب الحلقة؟</p>"
          : "<p>如何在 Node 里读取很大的 JSON 文件而不阻塞事件循环？</p>",
      },
    });
    expect(edit.status()).toBe(200);
    await page.goto(`/question?id=${id}`);
    await postAnswerWithCode(
      page,
      ar ? "جرّب هذا:" : "可以这样写：",
      "const data = JSON.parse(await readFile(path, 'utf8'));",
    );
    await expect(page.getByTestId("comment-item")).toHaveCount(2);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${dir}-detail.png`, fullPage: true });
    await page.getByTestId("question-edited").click();
    await expect(page.getByTestId("revision")).toHaveCount(1);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}-history.png` });
    await page.getByTestId("revisions-close").click();
    await page.getByTestId("comment-edit").click();
    await expect(page.getByTestId("edit-answer-content")).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}-edit-answer.png` });
  });
}
