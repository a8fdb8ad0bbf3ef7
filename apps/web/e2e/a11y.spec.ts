import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  apiUser,
  bearer,
  createQuestion,
  E2E_ADMIN,
  expect,
  fundViaRecharge,
  type Session,
  storeSession,
  test,
  uniqueName,
} from "./fixtures";
import { created, organizationWithListings } from "./listing-samples";

/**
 * Issue 8: an axe-core scan of every route of src/app/router.tsx (WCAG 2.0/2.1 A and AA), in Chinese
 * and in Arabic (right-to-left): no violation of impact "serious" or "critical" anywhere. Public screens
 * are scanned logged out, private ones as a logged-in user (who owns the listings the editors open),
 * the admin screens as the e2e administrator. Detail screens show real records created through the API.
 */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * An organization (may post every listing kind and run a shop) with one record of each kind, a funded
 * question that someone answered (so it has a message about the answer), and a shop with a product.
 */
async function seed(page: Page) {
  const request = page.request;
  const { owner, token, ...listings } = await organizationWithListings(page, "a11y_org");

  await fundViaRecharge(page, token, 30);
  const question = await createQuestion(request, token, {
    content: "<p>仓库租赁合同的押金什么时候可以退？</p>",
    bonus_amount: 10,
    bonus_rule: "publisher_agree",
  });
  const answerer = await apiUser(request, "a11y_ans");
  await created(request, answerer.token, "/questions/comments", {
    question_id: question,
    content: "合同到期后 30 天内退还押金。",
  });
  const messages = await (
    await request.get(`/api/messages/user/${owner.user.id}`, {
      headers: bearer(token),
      params: { skip: 0, limit: 10 },
    })
  ).json();
  const message = messages.items?.[0]?.id ?? messages.messages?.[0]?.id;
  expect(message, JSON.stringify(messages)).toBeTruthy();

  const merchant = await created(request, token, "/merchants", {
    name: uniqueName("小店"),
    site_url: null,
    description: "新鲜水果与零食，当日发货。",
  });
  await created(request, token, `/merchants/${merchant}/products`, {
    name: "苹果",
    price: 12.5,
    stock: 20,
    warning_level: 2,
  });
  return { owner, question, message, ...listings, merchant };
}

type Seed = Awaited<ReturnType<typeof seed>>;

const publicRoutes = (s: Seed) => [
  "/home",
  "/login",
  "/categories",
  "/questions",
  `/question?id=${s.question}`,
  `/user?id=${s.owner.user.id}`,
  "/houses",
  `/houseDetail?id=${s.house}`,
  `/houseDetail/${s.house}`,
  "/sales",
  `/saleDetail?id=${s.sale}`,
  "/housekeeping",
  `/housekeepingDetail?id=${s.housekeeping}`,
  `/services/item/${s.housekeeping}`,
  `/shop-review?shop=${s.housekeeping}`,
  `/jobDetail?id=${s.job}`,
  `/merchants/${s.merchant}`,
  `/merchant-site/${s.merchant}`,
  "/store",
  "/cart",
  "/searchList?q=%E6%8A%BC%E9%87%91",
  "/no-such-page",
];

const privateRoutes = (s: Seed) => [
  "/userCenter",
  "/publish",
  "/publishInfoEditor",
  "/myQuestions",
  "/wallet/recharge",
  "/wallet/rechargeRecorde",
  "/wallet/withdraw",
  "/wallet/cards",
  "/wallet/balanceLogs",
  "/expert-category-select",
  "/expert-qa",
  "/messages",
  `/message?id=${s.message}`,
  "/post/housing",
  `/post/housing/${s.house}`,
  "/post/sales",
  `/post/sales/${s.sale}`,
  "/post/housekeeping",
  `/post/housekeeping/${s.housekeeping}`,
  "/post/jobs",
  `/post/jobs/${s.job}`,
  "/myListings",
  "/orderConfirm",
  "/orders",
];

const adminRoutes = [
  "/admin/appeals",
  "/admin/reports",
  "/admin/users",
  "/admin/words",
  "/admin/audit-log",
  "/admin/reconciliation",
  "/admin/payouts",
  "/dashboard",
];

/** Stores a session in the browser as the login screen would. */
async function signIn(page: Page, session: Session) {
  await page.goto("/home");
  await storeSession(page, session);
}

interface Finding {
  route: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Opens each route, waits until its screen has loaded, runs axe and collects the blocking violations. */
async function scan(page: Page, lang: "zh" | "ar", routes: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    const main = page.locator("main");
    await expect(main).toBeVisible();
    // The live message stream keeps the network busy: wait for the screen, not for network idle. The
    // route's chunk has loaded when the page loader is gone; its data when skeletons and spinners are.
    await expect(page.locator('[role="progressbar"][aria-busy="true"]'), route).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(main, route).not.toBeEmpty();
    // No screen of these routes keeps a placeholder or spinner once loaded: one still there is a
    // screen that never finished loading, and the scan would judge a half-drawn page.
    await expect(
      page.locator(".MuiSkeleton-root, .MuiCircularProgress-root, .l-skeleton, .l-spinner"),
      route,
    ).toHaveCount(0, { timeout: 15_000 });
    // Transitions (fades, skeleton swaps) have ended: every finite animation has finished.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
    );
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of results.violations) {
      if (!v.impact || !BLOCKING.has(v.impact)) continue;
      findings.push({
        route,
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      });
    }
  }
  return findings;
}

const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.route}  [${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.join("\n    ")}`)
    .join("\n");

for (const lang of ["zh", "ar"] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    });

    for (const { screens, routes, signedIn } of [
      { screens: "public screens, logged out", routes: publicRoutes, signedIn: false },
      { screens: "private screens, logged in", routes: privateRoutes, signedIn: true },
    ]) {
      test(`${screens}: no serious or critical axe violations (${lang})`, async ({ page, consoleErrors }) => {
        test.setTimeout(180_000);
        const data = await seed(page);
        if (signedIn) await signIn(page, data.owner);
        const findings = await scan(page, lang, routes(data));
        expect(findings, report(findings)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }

    test(`admin screens: no serious or critical axe violations (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const res = await page.request.post("/api/login", {
        form: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      });
      expect(res.status()).toBe(200);
      await signIn(page, await res.json());
      const findings = await scan(page, lang, adminRoutes);
      expect(findings, report(findings)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}
