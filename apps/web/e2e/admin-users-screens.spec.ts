import type { Page } from "@playwright/test";
import { apiUser, bearer, comment, createQuestion, expect, signInAdmin, test } from "./fixtures";

// Screenshots of issue 17's users page, blocked words and audit log, for people to look at:
// SCREENSHOTS=1 [SHOTS_DIR=…] npx playwright test e2e/admin-users-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

const settle = (page: Page) => page.waitForTimeout(1200);

for (const lang of ["zh", "ar"]) {
  test(`users page, blocked words and audit log in ${lang} @mobile`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const dir = `${process.env.SHOTS_DIR ?? "e2e/.screens"}/${info.project.name}-${lang}`;
    const mobile = info.project.name === "mobile";
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);

    const author = await apiUser(page.request, "wanglei");
    await createQuestion(page.request, author.token, {
      content: "<p>上海的居留许可下个月到期，应该提前多久去出入境管理局办理续签？</p>",
      is_public: true,
    });
    const other = await apiUser(page.request, "li");
    const asked = await createQuestion(page.request, other.token, {
      content: "<p>浦东哪里可以买到正宗的云南普洱茶？</p>",
      is_public: true,
    });
    await comment(page.request, author.token, asked, "陆家嘴附近有一家老字号茶庄。");
    const reporter = await apiUser(page.request, "alice");
    const reported = await page.request.post("/api/reports", {
      headers: bearer(reporter.token),
      data: { target_type: "user", target_id: author.id, reason: "spam", note: "多次发布广告" },
    });
    expect(reported.status()).toBe(201);

    await page.goto("/home");
    const admin = await signInAdmin(page);
    const banned = await apiUser(page.request, "spammer");
    await page.request.post(`/api/admin/users/${banned.id}/ban`, {
      headers: bearer(admin.access_token),
      data: { reason: "发布诈骗信息" },
    });

    await page.goto("/admin/users");
    await expect(page.getByTestId("user-results")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-users-list.png` });

    await page.goto(`/admin/users?id=${author.id}`);
    await expect(page.getByTestId("user-detail")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-users-detail.png`, fullPage: true });

    await page.getByTestId("user-ban").click();
    await page.getByTestId("ban-reason").fill("多次发布广告");
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-users-ban.png` });
    await page.keyboard.press("Escape");

    if (!mobile) {
      await page.goto(`/admin/users?id=${banned.id}`);
      await expect(page.getByTestId("user-ban-reason")).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${dir}-admin-users-banned.png` });
    }

    await page.goto("/admin/words");
    await expect(page.getByTestId("words-block")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-words.png` });

    await page.goto("/admin/audit-log");
    await expect(page.getByTestId("audit-list")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-admin-audit.png` });
  });
}
