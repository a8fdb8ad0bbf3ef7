import type { Page } from "@playwright/test";
import { expect, registerViaApi, test } from "./fixtures";

/** "networkidle" never comes for a logged-in page (the live unread stream stays open). */
const settle = (page: Page) => page.waitForTimeout(1500);

// Screenshots for people to look at (not assertions): SCREENSHOTS=1 npm run test:e2e -w @ask/web -- screens
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

for (const lang of ["zh", "ar"]) {
  test(`screens in ${lang} @mobile`, async ({ page }, info) => {
    const dir = `e2e/.screens/${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.goto("/home");
    await expect(page.getByTestId("carousel-titans").locator("p").first()).not.toBeEmpty();
    await page.screenshot({ path: `${dir}-home.png`, fullPage: true });
    await page.goto("/categories");
    await expect(page.getByTestId("category-groups").locator("h2").first()).toBeVisible();
    await page.screenshot({ path: `${dir}-categories.png`, fullPage: true });
    await page.goto("/login");
    await expect(page.getByTestId("username")).toBeVisible();
    await page.screenshot({ path: `${dir}-login.png` });
    const { session } = await registerViaApi(page);
    const headers = { authorization: `Bearer ${session.access_token}` };
    const channels = await (await page.request.get("/api/channels")).json();
    const cats = await (await page.request.get(`/api/categories?channel_id=${channels[3].id}`)).json();
    const child = cats.find((c: { parent_id: number | null }) => c.parent_id !== null);
    const created = await page.request.post("/api/questions", {
      headers,
      data: {
        channel: channels[3].id,
        category_top: child.parent_id,
        category: child.id,
        content:
          "<p>我今年 35 岁，想开始规划养老金。个人养老金账户每年能存多少？领取时怎么交税？</p><ul><li>月收入 2 万</li><li>已有公积金</li></ul>",
      },
    });
    const { id } = await created.json();
    await page.goto("/questions");
    await expect(page.getByText("规划养老金").first()).toBeVisible();
    await page.screenshot({ path: `${dir}-questions.png`, fullPage: true });
    const settled: [string, string][] = [
      ["question", `/question?id=${id}`],
      ["publish", "/publish"],
      ["myquestions", "/myQuestions"],
      ["wallet", "/userCenter?tab=wallet"],
      ["cards", "/wallet/cards"],
      ["uc-settings", "/userCenter?tab=settings"],
      ["uc-manage", "/userCenter?tab=manage"],
      ["messages", "/messages"],
    ];
    for (const [name, path] of settled) {
      await page.goto(path);
      await settle(page);
      await page.screenshot({ path: `${dir}-${name}.png`, fullPage: true });
    }
    await page.goto("/userCenter");
    await expect(page.getByTestId("uc-username")).toBeVisible();
    await page.screenshot({ path: `${dir}-usercenter.png` });
    if (info.project.name === "mobile") {
      await page.getByTestId("drawer-button").click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}-drawer.png` });
    } else {
      await page.getByTestId("user-menu-button").click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}-usermenu.png` });
    }
  });
}
