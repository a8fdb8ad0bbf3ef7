import type { Page } from "@playwright/test";
import { apiUser, bearer, comment, createQuestion, expect, grantRole, storeSession, test } from "./fixtures";

// Screenshots of issue 17's report dialog and moderation queue, for people to look at (not assertions):
// SCREENSHOTS=1 [SHOTS_DIR=…] npx playwright test e2e/reports-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

const settle = (page: Page) => page.waitForTimeout(1200);

async function report(page: Page, token: string, data: Record<string, unknown>) {
  const res = await page.request.post("/api/reports", { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(201);
}

for (const lang of ["zh", "ar"]) {
  test(`report dialog and moderation queue in ${lang} @mobile`, async ({
    page,
    expectConsoleError,
  }, info) => {
    test.setTimeout(90_000);
    const dir = `${process.env.SHOTS_DIR ?? "e2e/.screens"}/${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);

    const author = await apiUser(page.request, "author");
    const scam = await createQuestion(page.request, author.token, {
      content: "<p>低价代办各国签证，先加微信转账 500 元定金，明天出签，不成功不退款。</p>",
      is_public: true,
    });
    const other = await createQuestion(page.request, author.token, {
      content: "<p>How do I renew my residence permit in Shanghai before it expires next month?</p>",
      is_public: true,
    });
    const answer = await comment(page.request, author.token, other, "加我微信 vx123456，包过，价格好商量。");
    const alice = await apiUser(page.request, "alice");
    const bob = await apiUser(page.request, "bob");
    await report(page, alice.token, { target_type: "question", target_id: scam, reason: "fraud" });
    await report(page, bob.token, {
      target_type: "question",
      target_id: scam,
      reason: "other",
      note: "要求先转账，不退款，疑似诈骗。",
    });
    await report(page, alice.token, { target_type: "comment", target_id: answer, reason: "spam" });
    await report(page, bob.token, {
      target_type: "user",
      target_id: author.id,
      reason: "offensive",
      note: "发布多条诈骗信息",
    });

    // The report dialog, as a reader who has not reported yet, with the note's rule showing.
    const reader = await apiUser(page.request, "reader");
    await page.goto("/home");
    await storeSession(page, reader.session);
    await page.goto(`/question?id=${other}`);
    await page.getByTestId("report-question").click();
    const dialog = page.getByTestId("report-dialog");
    await dialog.getByTestId("report-reason-other").check();
    await dialog.getByTestId("report-submit").click();
    await expect(dialog.getByTestId("report-note")).toHaveAttribute("aria-invalid", "true");
    await settle(page);
    await page.screenshot({ path: `${dir}-report-dialog.png` });
    await dialog.getByTestId("report-cancel").click();

    // The queue, as a moderator.
    const moderator = await apiUser(page.request, "mod");
    await storeSession(page, moderator.session);
    await grantRole(page, moderator.id, "moderator");
    await page.goto("/admin/reports");
    await expect(page.locator(`[data-target="question:${scam}"]`)).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-reports-queue.png`, fullPage: true });

    await page.locator(`[data-target="user:${author.id}"]`).getByTestId("report-action-ban_user").click();
    await expect(page.getByTestId("moderation-ban-warning")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-reports-ban.png` });
    await page.getByTestId("moderation-cancel").click();

    await page.locator(`[data-target="question:${scam}"]`).getByTestId("report-action-hide").click();
    await page.getByTestId("moderation-note").fill("诈骗信息：要求先付款");
    await page.getByTestId("moderation-confirm").click();
    await expect(page.locator(`[data-target="question:${scam}"]`)).toHaveCount(0);
    await page.getByTestId("reports-tab-actioned").click();
    await expect(page.locator(`[data-target="question:${scam}"]`)).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-reports-actioned.png`, fullPage: true });

    // The author's view of the hidden question.
    // Its document answers 404 to a request without a session; the app then reads it as the author.
    expectConsoleError(/status of 404 .*\/question\?id=\d+$/);
    await storeSession(page, author.session);
    await page.goto(`/question?id=${scam}`);
    await expect(page.getByTestId("moderation-banner")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-author-hidden.png` });
  });
}
