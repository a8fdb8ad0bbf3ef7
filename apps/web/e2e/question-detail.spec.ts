import type { APIRequestContext } from "@playwright/test";
import {
  apiUser,
  bearer,
  comment,
  createQuestion,
  expect,
  expectVotes,
  registerViaApi,
  test,
  uniqueName,
} from "./fixtures";

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${text}\ntrailer<<>>\n%%EOF\n`);

async function uploadPdf(request: APIRequestContext, token: string, name: string) {
  const res = await request.post("/api/upload/file", {
    headers: bearer(token),
    multipart: { type: "file", files: { name, mimeType: "application/pdf", buffer: pdf(name) } },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).url as string;
}

test("like, dislike, favorite, rate, share and answer with a file; the state survives a reload @mobile", async ({
  page,
  context,
}) => {
  const author = await apiUser(page.request, "qa");
  const fileUrl = await uploadPdf(page.request, author.token, "合同 草案.pdf");
  const id = await createQuestion(page.request, author.token, {
    // No bonus: a bonus needs wallet money held in escrow, which is another screen's business.
    bonus_rule: "highest_comment_score",
    content: "<p>仓库租赁合同的<strong>提前解约</strong>条款是否合理？</p>",
    files: [fileUrl],
  });
  const { session } = await registerViaApi(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto(`/question?id=${id}`);
  await expect(page.getByTestId("question-content").locator("strong")).toHaveText("提前解约");
  await expect(page.getByTestId("question-bonus")).toContainText("0.00");
  const attachment = page.getByTestId("attachment-link");
  await expect(attachment).toHaveText("合同 草案.pdf");
  await expect(attachment).toHaveAttribute("download", "合同 草案.pdf");
  expect((await page.request.get((await attachment.getAttribute("href")) ?? "")).status()).toBe(200);

  const like = page.getByTestId("question-like");
  const dislike = page.getByTestId("question-dislike");
  const favorite = page.getByTestId("question-favorite");

  await like.click();
  await expectVotes(page, "question", "like", 1, 0);
  await expect(page.getByRole("alert")).toHaveText("点赞成功");

  // Spec 4: disliking a liked question takes the like back.
  await dislike.click();
  await expectVotes(page, "question", "dislike", 0, 1);

  await favorite.click();
  await expect(favorite).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("question-favorite-count")).toHaveText("1");

  await page.getByTestId("question-rating").locator("label").filter({ hasText: "4 星" }).click();
  await expect(page.getByRole("alert")).toContainText("4 星");
  await expect(page.getByTestId("question-rating-summary")).toHaveText("4.0（1）");

  await page.getByTestId("question-share").click();
  await expect(page.getByRole("alert")).toContainText("链接已复制");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/question?id=${id}`);

  // A blank answer is refused on the client.
  await page.getByTestId("comment-input").fill("   ");
  await page.getByTestId("comment-submit").click();
  await expect(page.getByRole("alert")).toHaveText("请输入回答内容。");
  // On a phone the toast covers the bottom of the screen, where the submit button is: close it.
  await page.getByRole("alert").getByRole("button").click();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Answers are written in the rich-text editor: two paragraphs.
  await page.getByTestId("comment-input").click();
  await page.keyboard.type("可以请求法院调整违约金。");
  await page.keyboard.press("Enter");
  await page.keyboard.type("第二行");
  await page.getByTestId("upload-input-file").setInputFiles({
    name: "answer.pdf",
    mimeType: "application/pdf",
    buffer: pdf("answer"),
  });
  await expect(page.getByTestId("uploaded-file")).toHaveText(/answer\.pdf/);
  await page.getByTestId("comment-submit").click();
  await expect(page.getByRole("alert")).toHaveText("回答发布成功。");
  await expect(page.getByTestId("comment-input")).toHaveText("");
  await expect(page.getByTestId("uploaded-file")).toHaveCount(0);
  const answer = page.getByTestId("comment-item");
  await expect(answer).toHaveCount(1);
  await expect(answer.getByTestId("comment-content").locator("p")).toHaveText([
    "可以请求法院调整违约金。",
    "第二行",
  ]);
  await expect(answer.getByTestId("attachment-link")).toHaveText("answer.pdf");
  await expect(page.getByTestId("comments-heading")).toHaveText("回答（1）");
  await expect(page.getByTestId("question-comments-count")).toContainText("1");

  await page.reload();
  await expect(page.getByTestId("question-title")).toBeVisible();
  await expectVotes(page, "question", "dislike", 0, 1);
  await expect(favorite).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("question-favorite-count")).toHaveText("1");
  await expect(page.getByTestId("question-rating").getByRole("radio", { name: "4 星" })).toBeChecked();
  await expect(page.getByTestId("comment-item")).toHaveCount(1);
  await expect(page.getByTestId("comment-item").getByTestId("attachment-link")).toHaveText("answer.pdf");

  const shared = await page.request.get("/api/questions/shared", { headers: bearer(session.access_token) });
  expect((await shared.json()).items.map((q: { id: number }) => q.id)).toContain(id);
});

/**
 * The XSS set: script tags, event handlers (onerror=, onload=, ontoggle=), javascript: URLs (plain,
 * mixed case, entity-encoded) and SVG payloads. Every one of them sets window.__xss if it ever runs.
 */
const XSS_PAYLOADS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "<img src=x onerror=window.__xss=1>",
  '<a href="javascript:window.__xss=1">js link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">mixed case link</a>',
  '<a href="&#106;avascript:window.__xss=1">entity link</a>',
  '<svg onload="window.__xss=1"></svg>',
  "<svg><script>window.__xss=1</script></svg>",
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="10" y="20">svg link</text></a></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<details open ontoggle="window.__xss=1"><summary>details</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
];

test("a failed or too large attachment blocks the answer until it is removed @mobile", async ({
  page,
  expectConsoleError,
}) => {
  // The browser logs the refused upload (415) itself.
  expectConsoleError(/415.*\/api\/upload\/file/);
  const author = await apiUser(page.request, "qa");
  const id = await createQuestion(page.request, author.token, {
    bonus_rule: "highest_comment_score",
    content: `<p>附件测试 ${uniqueName("q")}</p>`,
  });
  await registerViaApi(page);
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/upload/")) uploads.push(r.url());
  });
  await page.goto(`/question?id=${id}`);
  await page.getByTestId("comment-input").fill("请看附件。");
  const submit = page.getByTestId("comment-submit");

  // Larger than the 10 MB limit: refused in the browser, nothing is sent, only removal is offered.
  await page.getByTestId("upload-input-file").setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([pdf("big"), Buffer.alloc(10 * 1024 * 1024)]),
  });
  const failed = page.getByTestId("upload-failed");
  await expect(failed).toContainText("scan.pdf");
  await expect(failed).toContainText("超过 10 MB，未上传。");
  await expect(failed.getByTestId("upload-retry")).toHaveCount(0);
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId("upload-status-note")).toHaveText("有文件上传失败。请重试或移除后再提交。");
  expect(uploads).toEqual([]);

  // A file the server refuses (not really a PDF): listed as failed with the server's reason; retrying
  // would only repeat the refusal, so only removal is offered.
  await page.getByTestId("upload-input-file").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("just some text, not a pdf"),
  });
  const refused = failed.filter({ hasText: "notes.pdf" });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("不支持该文件类型。");
  await expect(refused.getByTestId("upload-retry")).toHaveCount(0);
  expect(uploads).toHaveLength(1);
  await expect(submit).toBeDisabled();

  // Removing both lets the answer through.
  await failed.filter({ hasText: "scan.pdf" }).getByTestId("upload-remove-failed").click();
  await expect(submit).toBeDisabled();
  await refused.getByTestId("upload-remove-failed").click();
  await expect(failed).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("回答发布成功。");
  await expect(page.getByTestId("comment-item")).toHaveCount(1);
});

test("question HTML and answer text cannot run scripts", async ({ page }) => {
  const author = await apiUser(page.request, "qa");
  const id = await createQuestion(page.request, author.token, {
    bonus_rule: "highest_comment_score",
    content: `<p>safe <b>bold</b></p>${XSS_PAYLOADS.join("")}`,
  });
  // Every payload as an answer of its own, through the API …
  for (const attack of XSS_PAYLOADS) await comment(page.request, author.token, id, attack);
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  const xss = () => page.evaluate(() => (window as { __xss?: unknown }).__xss);

  await registerViaApi(page);
  await page.goto(`/question?id=${id}`);
  const content = page.getByTestId("question-content");
  await expect(content.locator("b")).toHaveText("bold");
  await expect(page.getByTestId("comment-item")).toHaveCount(XSS_PAYLOADS.length);
  // The server kept the links' text and dropped every dangerous href; clicking them does nothing.
  for (const text of ["js link", "mixed case link", "entity link", "svg link"]) {
    const link = content.locator("a", { hasText: text });
    await expect(link).toHaveCount(1);
    await link.click();
  }
  await expect(content.locator("a[href]")).toHaveCount(0);
  expect(
    await content.locator("script, svg, img, iframe, math, details, style, [onerror], [onload]").count(),
  ).toBe(0);

  // … and the whole set typed into the answer's rich-text editor: it stays text inside a paragraph.
  const typed = XSS_PAYLOADS.join(" ");
  await page.getByTestId("comment-input").fill(typed);
  await page.getByTestId("comment-submit").click();
  await expect(page.getByRole("alert")).toHaveText("回答发布成功。");
  const answers = page.getByTestId("comment-content");
  await expect(answers).toHaveText([...XSS_PAYLOADS, typed]);
  // The plain-text answers have no markup at all; the rich one only its paragraph.
  expect(await answers.locator(":not(p)").count()).toBe(0);
  await page.waitForTimeout(500); // image errors, SVG animation and toggle events fire by now
  expect(await xss()).toBeUndefined();

  // Rendered afresh from the stored answers as well.
  await page.reload();
  await expect(answers).toHaveText([...XSS_PAYLOADS, typed]);
  expect(await answers.locator(":not(p)").count()).toBe(0);
  expect(await content.locator("script, svg, img, iframe, [onerror], [onload]").count()).toBe(0);
  // Give anything that could still fire (image errors, SVG animation, toggle events) time to run.
  await page.waitForTimeout(500);
  expect(await xss()).toBeUndefined();
  expect(page.url()).toContain(`/question?id=${id}`);
});

test("a visitor reads answers 20 at a time and is sent to log in to react", async ({ page }) => {
  const author = await apiUser(page.request, "qa");
  const id = await createQuestion(page.request, author.token, {
    bonus_rule: "highest_comment_score",
    content: "<p>Many answers</p>",
  });
  for (let i = 1; i <= 21; i++) await comment(page.request, author.token, id, `answer ${i}`);

  await page.goto(`/question?id=${id}`);
  await expect(page.getByTestId("comments-heading")).toHaveText("回答（21）");
  await expect(page.getByTestId("comment-item")).toHaveCount(20);
  await page.getByTestId("comments-load-more").click();
  await expect(page.getByTestId("comment-item")).toHaveCount(21);
  await expect(page.getByTestId("comment-item").last().getByTestId("comment-content")).toHaveText(
    "answer 21",
  );
  await expect(page.getByTestId("comments-load-more")).toHaveCount(0);
  await expect(page.getByTestId("comment-login-prompt")).toBeVisible();

  // The visitor is told why before leaving the question (issue 15 item 15).
  await page.getByTestId("question-like").click();
  await expect(page.getByTestId("login-prompt")).toContainText("登录后才能点赞");
  await page.getByTestId("login-prompt-confirm").click();
  await expect(page).toHaveURL(/\/login$/);
});
