import { expect, PASSWORD, submitLoginForm, test, uniqueName } from "./fixtures";

test("register logs in and lands on the user centre @mobile", async ({ page }) => {
  const username = uniqueName("reg");
  await page.goto("/login");
  await submitLoginForm(page, "register", username);
  await expect(page).toHaveURL(/\/userCenter$/);
  await expect(page.getByTestId("uc-username")).toHaveText(username);
  expect(await page.evaluate(() => localStorage.getItem("userId"))).toMatch(/^\d+$/);
});

test("registration rules are shown before the server is asked", async ({ page }) => {
  await page.goto("/login");
  await submitLoginForm(page, "register", "ab", "short");
  await expect(page.getByText("用户名长度须为 3 到 32 个字符")).toBeVisible();
  await expect(page.getByText("密码至少 8 个字符")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("login with a wrong password shows the failure toast", async ({ page, expectConsoleError }) => {
  // The browser logs the refused login's 401 itself; that one is expected.
  expectConsoleError(/status of 401 .*\/api\/login$/);
  await page.goto("/login");
  await submitLoginForm(page, "login", uniqueName("nobody"), "wrong password");
  await expect(page.getByRole("alert")).toContainText("登录失败：用户名或密码错误。");
});

test("login then logout from the user menu (wide screen)", async ({ page }) => {
  const username = uniqueName("login");
  const res = await page.request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(201);
  await page.goto("/login");
  await submitLoginForm(page, "login", username);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByRole("menu")).toContainText(username);
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId("login-button")).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
    null,
    null,
  ]);
});

test("logout from the side drawer on a phone @mobile", async ({ page, isMobile }) => {
  test.skip(!isMobile, "drawer only on small screens");
  const username = uniqueName("drawer");
  await page.request.post("/api/register", { data: { username, password: PASSWORD } });
  await page.goto("/login");
  await submitLoginForm(page, "login", username);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId("drawer-button").click();
  await page.getByTestId("drawer-logout").click();
  await expect(page.getByTestId("login-button")).toBeVisible();
});

test("the user centre sends a logged-out visitor to /login", async ({ page }) => {
  await page.goto("/userCenter");
  await expect(page).toHaveURL(/\/login$/);
});
