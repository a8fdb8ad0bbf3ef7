import type { APIRequestContext, Page } from "@playwright/test";
import {
  adminToken,
  bearer,
  expect,
  PASSWORD,
  registerViaApi,
  submitLoginForm,
  test,
  uniqueName,
} from "./fixtures";
import { pngImage } from "./images";
import { latestMailTo } from "./smtp-sink";

/**
 * The e2e server has no SMTP or SMS service, so the development transport writes each code into
 * the user's system messages ("verification_code_dev"); read the newest one sent to `target`.
 */
async function devVerificationMessage(
  request: APIRequestContext,
  token: string,
  userId: number,
  target: string,
) {
  let content = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/messages/user/${userId}`, {
        headers: bearer(token),
        params: { limit: 20 },
      });
      expect(res.status()).toBe(200);
      const { items } = (await res.json()) as { items: { kind: string; content: string }[] };
      content =
        items.find((m) => m.kind === "verification_code_dev" && m.content.includes(target))?.content ?? "";
      return content;
    })
    .not.toBe("");
  const code = /(?<!\d)\d{6}(?!\d)/.exec(content)?.[0];
  expect(code, content).toBeDefined();
  return { code: code as string, link: /\/userCenter\?verify_email=\d{6}/.exec(content)?.[0] };
}

/** The code and link of the newest verification mail the local SMTP server received for `email`. */
async function verificationMail(email: string) {
  let text = "";
  await expect.poll(() => (text = latestMailTo(email) ?? "")).not.toBe("");
  const link = /\/userCenter\?verify_email=(\d{6})/.exec(text);
  expect(link, text).not.toBeNull();
  return { code: link?.[1] as string, link: link?.[0] as string };
}

async function saveContact(page: Page) {
  await page.getByTestId("contact-save").click();
  await expect(page.getByText("保存成功。")).toBeVisible();
}

/** Width and height from a PNG's IHDR chunk (fails on anything that is not a PNG). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("contact: save, verify email and phone by code; changing the phone makes it unverified", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  const token: string = session.access_token;
  const userId: number = session.user.id;
  const email = `${uniqueName("mail")}@example.com`;
  await page.goto("/userCenter");

  await page.getByTestId("contact-name").fill("张伟");
  await page.getByTestId("contact-country").getByRole("combobox").click();
  await page.getByTestId("country-option-CN").click();
  await expect(page.getByTestId("contact-dial-code")).toHaveText("+86");
  await page.getByTestId("contact-phone").fill("138-0013");
  await page.getByTestId("contact-phone").blur();
  await expect(page.getByText("只能输入数字。")).toBeVisible();
  await page.getByTestId("contact-phone").fill("13800138000");
  await expect(page.getByText("只能输入数字。")).toBeHidden();
  await page.getByTestId("contact-email").fill(email);
  await page.getByTestId("contact-address").fill("北京市海淀区中关村大街 1 号");
  await saveContact(page);
  await expect(page.getByTestId("email-status")).toHaveText("未验证");
  await expect(page.getByTestId("phone-status")).toHaveText("未验证");
  // Saved on the server.
  await page.reload();
  await expect(page.getByTestId("contact-email")).toHaveValue(email);
  await expect(page.getByTestId("contact-phone")).toHaveValue("13800138000");

  // Email by the code typed into the dialog.
  await page.getByTestId("verify-email").click();
  await expect(page.getByText("验证邮件已发送。")).toBeVisible();
  const emailDialog = page.getByTestId("email-code-dialog");
  await expect(emailDialog).toBeVisible();
  // Sent through SMTP, not the development inbox.
  await expect(emailDialog.getByTestId("email-code-dialog-dev-note")).toBeHidden();
  const first = await verificationMail(email);
  await emailDialog.getByTestId("email-code-dialog-input").fill("123");
  await emailDialog.getByTestId("email-code-dialog-submit").click();
  await expect(emailDialog.getByText("请输入有效的验证码（至少 4 位）。")).toBeVisible();
  await emailDialog.getByTestId("email-code-dialog-input").fill(first.code);
  await emailDialog.getByTestId("email-code-dialog-submit").click();
  await expect(page.getByText("验证成功。")).toBeVisible();
  await expect(emailDialog).toBeHidden();
  await expect(page.getByTestId("email-status")).toHaveText("已验证");

  // Phone: send, dialog, resend counts down from 60 s, submit marks it verified and closes.
  await page.getByTestId("verify-phone").click();
  await expect(page.getByText("验证码短信已发送。")).toBeVisible();
  const phoneDialog = page.getByTestId("phone-code-dialog");
  await expect(phoneDialog).toBeVisible();
  await expect(phoneDialog.getByTestId("phone-code-dialog-resend")).toBeDisabled();
  await expect(phoneDialog.getByTestId("phone-code-dialog-resend")).toHaveText(/\d+ 秒后可重新发送/);
  await expect(phoneDialog.getByTestId("phone-code-dialog-input")).toHaveAttribute("maxlength", "6");
  const sms = await devVerificationMessage(page.request, token, userId, "+8613800138000");
  await phoneDialog.getByTestId("phone-code-dialog-input").fill(sms.code);
  await phoneDialog.getByTestId("phone-code-dialog-submit").click();
  await expect(phoneDialog).toBeHidden();
  await expect(page.getByTestId("phone-status")).toHaveText("已验证");

  // Changing the phone number makes it unverified (spec 4).
  await page.getByTestId("contact-phone").fill("13900139000");
  await saveContact(page);
  await expect(page.getByTestId("phone-status")).toHaveText("未验证");
  await expect(page.getByTestId("email-status")).toHaveText("已验证");
});

test("the email's link verifies the address; a new address is unverified again", async ({ page }) => {
  const { session } = await registerViaApi(page);
  const token: string = session.access_token;
  const userId: number = session.user.id;
  const email = `${uniqueName("mail")}@example.com`;
  const saved = await page.request.put(`/api/customers/${userId}`, {
    headers: bearer(token),
    data: { email },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/userCenter?tab=settings");
  await page.getByTestId("uc-tab-profile").click();
  await expect(page.getByTestId("email-status")).toHaveText("未验证");

  await page.getByTestId("verify-email").click();
  const emailDialog = page.getByTestId("email-code-dialog");
  await expect(emailDialog).toBeVisible();
  await emailDialog.getByTestId("email-code-dialog-cancel").click();
  const { link } = await verificationMail(email);
  expect(link).toBeDefined();
  await page.goto(link as string);
  await expect(page.getByText("验证成功。")).toBeVisible();
  await expect(page).toHaveURL(/\/userCenter$/);
  await expect(page.getByTestId("email-status")).toHaveText("已验证");

  await page.getByTestId("contact-email").fill(`${uniqueName("mail")}@example.com`);
  await expect(page.getByText("请先保存再验证")).toBeVisible();
  await expect(page.getByTestId("verify-email")).toHaveCount(0);
  await saveContact(page);
  await expect(page.getByTestId("email-status")).toHaveText("未验证");
  // Saved, so it can be verified at once (no reload needed).
  await expect(page.getByText("请先保存再验证")).toBeHidden();
  await expect(page.getByTestId("verify-email")).toBeVisible();
});

test("the email's link opened while logged out verifies the address after logging in", async ({ page }) => {
  const username = uniqueName();
  const registered = await page.request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const session = await registered.json();
  const email = `${uniqueName("mail")}@example.com`;
  const saved = await page.request.put(`/api/customers/${session.user.id}`, {
    headers: bearer(session.access_token),
    data: { email },
  });
  expect(saved.status()).toBe(200);
  const sent = await page.request.post("/api/auth/verify-email", {
    headers: bearer(session.access_token),
    data: { email },
  });
  expect(sent.status()).toBeLessThan(300);
  const { link } = await verificationMail(email);

  // The browser holds no session: the link leads to /login, and logging in comes back to it.
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await submitLoginForm(page, "login", username);
  await expect(page.getByText("验证成功。")).toBeVisible();
  await expect(page).toHaveURL(/\/userCenter$/);
  await expect(page.getByTestId("email-status")).toHaveText("已验证");
});

test("settings: interest and identity tags suggest existing tags of their own kind, and a suggestion can be picked", async ({
  page,
}) => {
  // Another user already uses these tags (a unique mark keeps this test's tags apart from others').
  const mark = uniqueName("t").slice(2, 8);
  const interest = `量子摄影${mark}`;
  const identity = `执业律师${mark}`;
  const other = await page.request.post("/api/register", {
    data: { username: uniqueName("tagger"), password: PASSWORD },
  });
  const otherSession = await other.json();
  const saved = await page.request.post(`/api/customer_profiles/${otherSession.user.id}`, {
    headers: bearer(otherSession.access_token),
    data: {
      edu: {},
      work: {},
      interests: [interest, `${interest}进阶`],
      identityTags: [identity],
    },
  });
  expect(saved.status()).toBe(200);

  const { session } = await registerViaApi(page);
  await page.goto("/userCenter?tab=settings");

  // Typing part of a tag lists the existing ones that contain it, most used first.
  await page.getByTestId("tags-interests").fill(mark);
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByRole("option")).toHaveText([interest, `${interest}进阶`]);
  await listbox.getByRole("option", { name: interest, exact: true }).click();
  await expect(page.getByRole("button", { name: interest, exact: true })).toBeVisible();
  await expect(page.getByTestId("tags-interests")).toHaveValue("");

  // Identity tags suggest identity tags only (the interest tags share the mark but are not offered).
  await page.getByTestId("tags-identityTags").fill(mark);
  await expect(listbox.getByRole("option")).toHaveText([identity]);
  await page.getByTestId("tags-identityTags").press("ArrowDown");
  await page.getByTestId("tags-identityTags").press("Enter");
  await expect(page.getByRole("button", { name: identity, exact: true })).toBeVisible();

  // An already chosen tag is not suggested again.
  await page.getByTestId("tags-interests").fill(mark);
  await expect(listbox.getByRole("option")).toHaveText([`${interest}进阶`]);
  await page.getByTestId("tags-interests").press("Escape");
  await page.getByTestId("tags-interests").fill("");

  await page.getByTestId("settings-save").click();
  await expect(page.getByText("保存成功。")).toBeVisible();
  const profile = await page.request.get(`/api/customer_profiles/${session.user.id}`, {
    headers: bearer(session.access_token),
  });
  expect(await profile.json()).toMatchObject({ interests: [interest], identityTags: [identity] });
});

test("settings: save education, work and tags; apply to become an expert, approved by an administrator without logging in again", async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto("/userCenter");
  await expect(page.getByTestId("uc-role-chip")).toHaveText("普通用户");
  await expect(page.getByTestId("uc-rank")).toHaveText("列兵");
  await expect(page.getByTestId("uc-expert-categories")).toHaveCount(0);

  await page.getByTestId("uc-tab-settings").click();
  await expect(page).toHaveURL(/\/userCenter\?tab=settings$/);
  await page.getByTestId("settings-school").fill("清华大学");
  await page.getByTestId("settings-major").fill("计算机科学");
  await page.getByTestId("settings-start-year").getByRole("combobox").click();
  const years = page.getByRole("option");
  await expect(years.nth(1)).toHaveText(String(new Date().getFullYear()));
  await expect(years.last()).toHaveText("1990");
  await page.getByRole("option", { name: "2015", exact: true }).click();
  await page.getByTestId("settings-degree").getByRole("combobox").click();
  await page.getByRole("option", { name: "硕士", exact: true }).click();
  await page.getByTestId("settings-company").fill("有问必赏科技");
  await page.getByTestId("tags-interests").fill("摄影");
  await page.getByTestId("tags-interests").press("Enter");
  await page.getByTestId("tags-interests").fill("编程，");
  await page.getByTestId("tags-identityTags").fill("工程师");
  await page.getByTestId("tags-identityTags").press("Enter");
  await page.getByTestId("settings-save").click();
  await expect(page.getByText("保存成功。")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("settings-school")).toHaveValue("清华大学");
  await expect(page.getByTestId("settings-degree")).toContainText("硕士");
  await expect(page.getByTestId("settings-start-year")).toContainText("2015");
  await expect(page.getByRole("button", { name: "摄影" })).toBeVisible();
  await expect(page.getByRole("button", { name: "编程" })).toBeVisible();
  await expect(page.getByRole("button", { name: "工程师" })).toBeVisible();

  // The application: channel and category chosen on the category screen; nothing is granted yet.
  await page.getByTestId("upgrade-expert").click();
  await expect(page).toHaveURL(/\/expert-category-select$/);
  await expect(page.getByTestId("expert-application-new")).toBeVisible();
  await page.getByTestId("expert-channel-law").click();
  await page.getByTestId("expert-category-options").getByRole("button").first().click();
  await page.getByTestId("expert-save").click();
  await expect(page.getByText("申请已提交，请等待管理员审核")).toBeVisible();
  await expect(page.getByTestId("expert-application-pending")).toContainText("法律");
  await page.goto("/userCenter?tab=settings");
  await expect(page.getByTestId("expert-application-state")).toHaveText("审核中");
  await expect(page.getByTestId("upgrade-expert")).toHaveText("修改申请");
  const chip = page.getByTestId("uc-role-chip");
  await expect(chip).toHaveText("普通用户");

  // An administrator approves: the open page learns the new role (no new login).
  const token = await adminToken(page);
  const pending = await (
    await page.request.get("/api/admin/experts/applications?limit=100", {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").id);
  const application = pending.items.find((a: { user_id: number }) => a.user_id === userId);
  const approved = await page.request.post(`/api/admin/experts/applications/${application.id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(chip).toHaveText("专家");
  await expect(chip).toHaveCSS("background-color", "rgb(126, 34, 206)");
  await expect(page.getByTestId("upgrade-card")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("role"))).toBe("expert");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").expert_id)).toEqual(
    expect.any(Number),
  );
  await expect(page.getByTestId("uc-expert-qa")).toHaveAttribute("href", "/expert-qa");
  await page.getByTestId("uc-expert-categories").click();
  await expect(page).toHaveURL(/\/expert-category-select$/);
});

test("avatar: a PNG is compressed, uploaded and applied; other files are refused; tabs follow the URL @mobile", async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto("/userCenter?tab=manage");
  await expect(page.getByTestId("uc-tab-manage")).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("uc-tab-profile").click();
  await expect(page).toHaveURL(/\/userCenter$/);

  await page.getByTestId("avatar-input").setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not an image"),
  });
  await expect(page.getByText("仅支持 JPEG 和 PNG 格式的图片。")).toBeVisible();

  // A 1600×1600 photo: the browser scales it to at most 800 px before it is uploaded.
  const original = pngImage(1600);
  expect(pngSize(original)).toEqual({ width: 1600, height: 1600 });
  await page.getByTestId("avatar-input").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: original,
  });
  await expect(page.getByText("头像已更新。")).toBeVisible();
  const avatar = page.getByTestId("uc-avatar").locator("img");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\//);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").avatar);
  expect(stored).toMatch(/^\/uploads\//);
  // The file the server stores, and the image the browser shows, are at most 800 px wide.
  const file = await page.request.get(stored);
  expect(file.status()).toBe(200);
  const size = pngSize(await file.body());
  expect(size.width).toBeGreaterThan(0);
  expect(size.width).toBeLessThanOrEqual(800);
  expect(size.height).toBe(size.width); // the aspect ratio is kept
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(size.width);
  // Kept after a reload: it is the server's record now.
  await page.reload();
  await expect(page.getByTestId("uc-avatar").locator("img")).toHaveAttribute("src", stored);

  // A portrait photo (1200×1600) keeps 800 px of WIDTH (bounding the longer side would leave 600).
  await page.getByTestId("avatar-input").setInputFiles({
    name: "portrait.png",
    mimeType: "image/png",
    buffer: pngImage(1200, [30, 90, 200], 1600),
  });
  await expect(page.getByText("头像已更新。")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").avatar))
    .not.toBe(stored);
  const portraitUrl = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").avatar);
  const portrait = pngSize(await (await page.request.get(portraitUrl)).body());
  expect(portrait).toEqual({ width: 800, height: 1067 });
});
