import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, registerViaApi, test } from "./fixtures";
import { pngImage } from "./images";
import { created, organizationWithListings, SAMPLE_JOB } from "./listing-samples";

const shots = process.env.SCREENSHOTS ? (process.env.SHOTS_DIR ?? "e2e/.screens") : null;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

test("/jobs keeps its filters in the URL: reload and back restore them", async ({ page }) => {
  test.setTimeout(60_000);
  const org = await organizationWithListings(page, "jobs_org");
  const town = `测试${randomBytes(3).toString("hex")}镇`;
  const partTime = await created(page.request, org.token, "/jobs", {
    ...SAMPLE_JOB,
    title: "周末店员",
    jobType: "part_time",
    salary_min: 3000,
    salary_max: 4000,
    address: `${town} 一路`,
  });
  const fullTime = await created(page.request, org.token, "/jobs", {
    ...SAMPLE_JOB,
    title: "店长",
    salary_min: 12000,
    salary_max: 15000,
    address: `${town} 二路`,
  });

  // Reachable from the top bar's classifieds menu.
  await page.goto("/home");
  await page.getByTestId("nav-classifieds").click();
  await page.getByTestId("nav-jobs").click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByTestId("jobs-total")).toBeVisible();

  await page.getByTestId("jobs-filter-city").fill(town);
  await page.getByTestId("jobs-filter-city").press("Enter");
  await expect(page).toHaveURL(`/jobs?city=${encodeURIComponent(town)}`);
  await expect(page.getByTestId(`job-card-${partTime}`)).toBeVisible();
  await expect(page.getByTestId(`job-card-${fullTime}`)).toBeVisible();

  await page.getByTestId("jobs-filter-type-full_time").click();
  await page.getByTestId("jobs-filter-salary-10to20k").click();
  await expect(page).toHaveURL(/city=.+&type=full_time&salary=10to20k$/);
  await expect(page.getByTestId(`job-card-${fullTime}`)).toBeVisible();
  await expect(page.getByTestId(`job-card-${partTime}`)).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("jobs-filter-type-full_time")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("jobs-filter-salary-10to20k")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("jobs-filter-city")).toHaveValue(town);
  await expect(page.getByTestId(`job-card-${fullTime}`)).toBeVisible();

  await page.getByTestId("jobs-filter-salary-lt5k").click();
  await expect(page.getByTestId("jobs-empty")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/salary=10to20k$/);
  await expect(page.getByTestId(`job-card-${fullTime}`)).toBeVisible();
});

test("photos keep the picked order whatever finishes first, and the chosen cover comes first @mobile", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerViaApi(page);
  // The first picked picture uploads slowly: it used to land second and lose the cover.
  const uploaded: string[] = [];
  let uploads = 0;
  await page.route("**/api/upload/image", async (route) => {
    const n = uploads++;
    const response = await route.fetch();
    const { urls } = await response.json();
    uploaded[n] = urls[0];
    if (n === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  await page.goto("/post/sales");
  await page.getByTestId("upload-input-image").setInputFiles([
    { name: "first.png", mimeType: "image/png", buffer: pngImage(24, [200, 30, 60]) },
    { name: "second.png", mimeType: "image/png", buffer: pngImage(8, [30, 120, 200]) },
  ]);
  const previews = page.getByTestId("image-preview");
  await expect(previews).toHaveCount(2);
  const [first, second] = uploaded;
  await expect(previews.nth(0)).toHaveAttribute("data-url", first as string);
  await expect(previews.nth(1)).toHaveAttribute("data-url", second as string);
  await expect(previews.nth(0).getByTestId("image-cover")).toBeVisible();

  // Choose the second as the cover.
  await previews.nth(1).getByTestId("image-set-cover").click();
  await expect(previews.nth(0)).toHaveAttribute("data-url", second as string);

  await page.getByTestId("field-title").fill(`两张照片 ${randomBytes(3).toString("hex")}`);
  await page.getByTestId("field-category").getByRole("combobox").click();
  await page.getByTestId("field-category-option-daily").click();
  await page.getByTestId("field-contact").fill("王先生");
  await page.getByTestId("editor-submit").click();
  await expect(page).toHaveURL(/\/saleDetail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get("id"));
  const saved = await (await page.request.get(`/api/sales/${id}`)).json();
  expect(saved.image_urls).toEqual([second, first]);

  // The full-screen viewer opens on the shown photo and moves to the next.
  await page.getByTestId("gallery-open").click();
  const viewer = page.locator(".yarl__root");
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("button", { name: "放大" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
});

test("the Arabic phone drawer opens from the right, beside its button, with the boards, store and wallet @mobile", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "mobile", "the drawer is the phone's navigation");
  await page.addInitScript(() => localStorage.setItem("lang", "ar"));
  await registerViaApi(page);
  await page.goto("/home");
  const button = await page.getByTestId("drawer-button").boundingBox();
  expect(button && button.x > 390 / 2).toBe(true);
  await page.getByTestId("drawer-button").click();
  const drawer = page.getByTestId("nav-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("drawer-jobs")).toBeVisible();
  await expect(drawer.getByTestId("drawer-store")).toBeVisible();
  await expect(drawer.getByTestId("drawer-wallet")).toBeVisible();
  await page.waitForTimeout(400); // the slide-in
  const box = await drawer.boundingBox();
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
  await shot(page, "drawer-ar-390");
});

test("the German wallet tab fits a phone: no tab cut at the edge, no label over its card @mobile", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "mobile", "a phone's layout");
  await page.addInitScript(() => localStorage.setItem("lang", "de"));
  await registerViaApi(page);
  await page.goto("/userCenter?tab=wallet");
  const tab = page.getByTestId("uc-tab-wallet");
  await expect(tab).toHaveText("Geldbörse");
  const tabBox = await tab.boundingBox();
  expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0)).toBeLessThanOrEqual(390);
  const card = await page.getByTestId("wallet-income").boundingBox();
  const label = page.getByTestId("wallet-income-label");
  await expect(label).toHaveText("Gesamteinnahmen");
  const labelBox = await label.boundingBox();
  expect((labelBox?.x ?? 0) + (labelBox?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  );
  // The text itself fits its box (a word wider than its box overflows it).
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(page, "wallet-de-390");
});
