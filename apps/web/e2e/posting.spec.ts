import type { Page } from "@playwright/test";
import { bearer, expect, grantRole, registerViaApi, storeSession, test, uniqueName } from "./fixtures";
import { pngImage } from "./images";

/** Picks an option of one of the editor's selects. */
async function choose(page: Page, field: string, option: string) {
  await page.getByTestId(field).getByRole("combobox").click();
  await page.getByTestId(`${field}-option-${option}`).click();
}

test("a user posts a sale item with a picture, edits it, others cannot save it, closing hides it @mobile", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000); // two users, an upload, three saves and a close through the UI
  const owner = await registerViaApi(page);
  await page.goto("/myListings?tab=sales");
  await page.getByTestId("post-new-sales").click();
  await expect(page).toHaveURL(/\/post\/sales$/);
  await expect(page.getByTestId("editor-title")).toHaveText("发布二手物品");

  // The contract's rules, in the user's language.
  await page.getByTestId("editor-submit").click();
  await expect(page.getByText("请修正标出的内容。")).toBeVisible();
  await expect(page.getByText("请填写此项。").first()).toBeVisible();
  await page.getByTestId("field-price").fill("12.345");
  await page.getByTestId("field-phone").fill("call me");
  await page.getByTestId("editor-submit").click();
  await expect(page.getByText("最多保留两位小数。")).toBeVisible();
  await expect(page.getByText("只能输入数字、空格、+ 和 -。")).toBeVisible();

  const title = `九成新书桌 ${uniqueName("desk")}`;
  await page.getByTestId("field-title").fill(title);
  await choose(page, "field-category", "furniture");
  await page.getByTestId("field-price").fill("280");
  await page.getByTestId("field-location").fill("海淀区五道口");
  await page.getByTestId("field-description").fill("实木书桌，桌面无划痕，自提。");
  await page.getByTestId("field-contact").fill("王先生");
  await page.getByTestId("field-phone").fill("138 0013 8000");
  await page
    .getByTestId("upload-input-image")
    .setInputFiles({ name: "desk.png", mimeType: "image/png", buffer: pngImage(8, [30, 120, 200]) });
  await expect(page.getByTestId("uploaded-file")).toContainText("desk.png");
  await expect(page.getByTestId("image-previews").locator("img")).toHaveCount(1);
  await page.getByTestId("editor-submit").click();

  await expect(page).toHaveURL(/\/saleDetail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get("id"));
  await expect(page.getByTestId("listing-detail-title")).toHaveText(title);
  const saved = await (await page.request.get(`/api/sales/${id}`)).json();
  expect(saved).toMatchObject({ title, category: "furniture", price: 280, phone: "138 0013 8000" });
  expect(saved.image_urls).toHaveLength(1);

  // Edit the title from the detail page.
  await page.getByTestId("listing-edit").click();
  await expect(page).toHaveURL(new RegExp(`/post/sales/${id}$`));
  await expect(page.getByTestId("field-title")).toHaveValue(title);
  await expect(page.getByTestId("image-previews").locator("img")).toHaveCount(1);
  const renamed = `${title}（可小刀）`;
  await page.getByTestId("field-title").fill(renamed);
  await page.getByTestId("editor-submit").click();
  await expect(page).toHaveURL(new RegExp(`/saleDetail\\?id=${id}$`));
  await expect(page.getByTestId("listing-detail-title")).toHaveText(renamed);

  // Someone else opening the editor is told so, and the server refuses the save (403).
  const other = await registerViaApi(page);
  await page.goto(`/post/sales/${id}`);
  await expect(page.getByTestId("editor-not-owner")).toBeVisible();
  await expect(page.getByTestId("close-listing")).toHaveCount(0);
  await page.getByTestId("field-title").fill("抢来的标题");
  await page.getByTestId("editor-submit").click();
  await expect(page.getByTestId("editor-error")).toHaveText("只有发布者本人可以修改或关闭这条信息。");
  expect((await (await page.request.get(`/api/sales/${id}`)).json()).title).toBe(renamed);
  expect(other.session.user.id).not.toBe(owner.session.user.id);

  // The owner closes it: confirmation, then the detail says it is closed and the list shows it.
  await storeSession(page, owner.session);
  await page.goto(`/post/sales/${id}`);
  await page.getByTestId("close-listing").click();
  await expect(page.getByTestId("close-listing-dialog")).toContainText(renamed);
  await page.getByTestId("close-listing-confirm").click();
  await expect(page.getByTestId("editor-closed")).toBeVisible();
  await page.goto(`/saleDetail?id=${id}`);
  await expect(page.getByTestId("listing-closed")).toBeVisible();
  await page.goto("/myListings?tab=sales");
  const row = page.locator(`[data-testid=my-listing-row][data-listing-id="${id}"]`);
  await expect(row.getByTestId("my-listing-status")).toHaveText("已下架");
  await expect(row.getByTestId("my-listing-edit")).toHaveCount(0);
  // A closed listing is no longer editable.
  await page.goto(`/post/sales/${id}`);
  await expect(page.getByTestId("editor-closed")).toBeVisible();
  await expect(page.getByTestId("editor-submit")).toBeDisabled();

  // The browser itself logs the refused save; that one is expected.
  const expected = (text: string) => text.includes("403");
  expect(consoleErrors.filter(expected)).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
});

test("a plain user may post sales but not jobs", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/myListings");
  await expect(page.getByTestId("post-new-sales")).toBeVisible();
  await expect(page.getByTestId("post-new-jobs")).toHaveCount(0);
  await expect(page.getByTestId("post-new-housekeeping")).toHaveCount(0);
  await expect(page.getByTestId("post-new-housing")).toHaveCount(0);
  await page.getByTestId("tab-jobs").click();
  await expect(page.getByTestId("my-listings-empty")).toBeVisible();

  await page.goto("/post/jobs");
  await expect(page.getByTestId("post-forbidden")).toContainText(
    "只有发布者、机构或管理员账号可以发布「招聘」信息。",
  );
  await expect(page.getByTestId("editor-submit")).toHaveCount(0);

  await page.goto("/post/cars");
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
});

test("a publisher posts a job without chat or phone; the detail shows the map link and a sanitized description", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000); // a whole job form is filled in, then read by a second user
  const { session } = await registerViaApi(page);
  await grantRole(page, session.user.id, "publisher");
  // A position shared on the home page: the editor attaches it, the detail shows the distance.
  await page.evaluate(() =>
    localStorage.setItem("location", JSON.stringify({ latitude: 39.9, longitude: 116.4 })),
  );
  await page.goto("/myListings");
  await page.getByTestId("post-new-jobs").click();
  await expect(page).toHaveURL(/\/post\/jobs$/);

  const title = `前端工程师 ${uniqueName("job")}`;
  const address = "北京市海淀区中关村大街 1 号";
  await page.getByTestId("field-title").fill(title);
  await choose(page, "field-job-type", "full_time");
  await page.getByTestId("field-company").fill("示例科技有限公司");
  await page.getByTestId("field-quantity").fill("3");
  await choose(page, "field-education", "bachelor");
  await choose(page, "field-experience", "1to3");
  await page.getByTestId("field-salary-min").fill("12000");
  await page.getByTestId("field-salary-max").fill("8000");
  await page.getByTestId("field-labels").fill("五险一金");
  await page.getByTestId("field-labels").press("Enter");
  await page.getByTestId("field-labels").fill("双休");
  await page.getByTestId("field-labels").press("Enter");
  await page.getByTestId("field-address").fill(address);
  await page.getByTestId("field-job-description").click();
  await page.keyboard.type("负责 Web 前端开发。");
  await page.getByTestId("editor-bold").click();
  await page.keyboard.type("熟悉 React");
  await page.getByTestId("field-contact").fill("李女士");
  await page.getByTestId("field-talkable").click();
  await page.getByTestId("attach-location").click();
  await expect(page.getByText("已附上位置，浏览者可以看到与您的距离。")).toBeVisible();

  await page.getByTestId("editor-submit").click();
  await expect(page.getByText("最高月薪不能低于最低月薪。")).toBeVisible();
  await page.getByTestId("field-salary-min").fill("8000");
  await page.getByTestId("field-salary-max").fill("12000");
  await page.getByTestId("editor-submit").click();

  await expect(page).toHaveURL(/\/jobDetail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get("id"));
  await expect(page.getByTestId("job-title")).toHaveText(title);
  await expect(page.getByTestId("job-type")).toHaveText("全职");
  await expect(page.getByTestId("job-labels")).toContainText("五险一金");
  await expect(page.getByTestId("job-labels")).toContainText("双休");
  await expect(page.getByTestId("job-headcount")).toHaveText("3 人");
  await expect(page.getByTestId("job-education")).toHaveText("本科");
  await expect(page.getByTestId("job-experience")).toHaveText("1–3 年");
  await expect(page.getByTestId("job-salary")).toContainText("¥8,000 – ¥12,000");
  await expect(page.getByTestId("job-description").locator("strong")).toHaveText("熟悉 React");
  const map = page.getByTestId("job-map-link");
  await expect(map).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
  );
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", /noopener/);
  // The owner sees edit and close instead of apply.
  await expect(page.getByTestId("job-edit")).toBeVisible();
  await expect(page.getByTestId("job-apply")).toHaveCount(0);

  // What the server stores is sanitized: scripts and event handlers are gone.
  const headers = bearer(session.access_token);
  const job = await (await page.request.get(`/api/jobs/${id}`, { headers })).json();
  expect(job).toMatchObject({ talkable: false, phone: "", quantity: 3, salary_min: 8000, salary_max: 12000 });
  expect(job.lat).toBeCloseTo(39.9);
  const { id: _id, status, views, created_at, updated_at, owner_id, owner_name, is_mine, ...input } = job;
  const put = await page.request.put(`/api/jobs/${id}`, {
    headers,
    data: {
      ...input,
      description:
        '<p onclick="window.__pwned=1">欢迎<strong>加入</strong></p><script>window.__pwned=2</script>',
    },
  });
  expect(put.status()).toBe(200);

  // A visitor some 100 km away: no chat (not talkable), no call (no phone), apply explains how.
  await registerViaApi(page);
  await page.evaluate(() =>
    localStorage.setItem("location", JSON.stringify({ latitude: 40.8, longitude: 116.4 })),
  );
  await page.goto(`/jobDetail?id=${id}`);
  await expect(page.getByTestId("job-title")).toHaveText(title);
  await expect(page.getByTestId("job-chat")).toHaveCount(0);
  await expect(page.getByTestId("job-call")).toHaveCount(0);
  await expect(page.getByTestId("job-map-link")).toBeVisible();
  await expect(page.getByTestId("job-distance")).toHaveText(/距你 \d+ 公里/);
  const description = page.getByTestId("job-description");
  await expect(description).toContainText("欢迎加入");
  await expect(description.locator("script")).toHaveCount(0);
  await expect(description.locator("[onclick]")).toHaveCount(0);
  await description.click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await page.getByTestId("job-apply").click();
  const dialog = page.getByTestId("job-contact-dialog");
  await expect(dialog.getByTestId("job-contact-name")).toHaveText("李女士");
  await expect(dialog.getByTestId("job-contact-no-phone")).toBeVisible();
  await expect(dialog.getByTestId("job-contact-call")).toHaveCount(0);

  await page.goto("/jobDetail?id=999999");
  await expect(page.getByTestId("job-missing")).toBeVisible();
  // The browser itself logs the 404s of the missing job, the page's own status and its read; those are
  // expected.
  const expected = (text: string) => text.includes("404");
  expect(consoleErrors.filter(expected)).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
});
