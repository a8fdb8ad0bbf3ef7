import type { Page } from "@playwright/test";
import { adminToken, expect, registerViaApi, test } from "./fixtures";

/** An administrator grants the role through the API, as the company does; the user's page is left alone. */
async function grantByAdmin(page: Page, userId: number, role: "publisher" | "user") {
  const res = await page.request.post(`/api/admin/users/${userId}/role`, {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
    data: { role },
  });
  expect(res.status()).toBe(200);
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    role: localStorage.getItem("role"),
    userRole: JSON.parse(localStorage.getItem("user") ?? "{}").role,
    token: localStorage.getItem("token"),
  }));

const tokenRole = (token: string | null) =>
  JSON.parse(Buffer.from((token ?? "").split(".")[1] ?? "", "base64url").toString("utf8")).role;

test("a role granted while the page is open shows at once, pushed by the live stream (no reload, no new login) @mobile", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  await page.goto("/post/jobs");
  await expect(page.getByTestId("post-forbidden")).toBeVisible();
  // The live stream is open (the bell shows the count it pushed).
  await expect(page.getByTestId("messages-bell")).toBeVisible();

  await grantByAdmin(page, session.user.id, "publisher");

  await expect(page.getByTestId("editor-title")).toBeVisible();
  await expect(page.getByTestId("post-forbidden")).toHaveCount(0);
  const after = await stored(page);
  expect(after).toMatchObject({ role: "publisher", userRole: "publisher" });
  // The token was renewed with the new role (same session).
  expect(after.token).not.toBe(session.access_token);
  expect(tokenRole(after.token)).toBe("publisher");

  // And taken away again.
  await grantByAdmin(page, session.user.id, "user");
  await expect(page.getByTestId("post-forbidden")).toBeVisible();
  expect((await stored(page)).role).toBe("user");
});

test("without the live stream, the page reads the new role when the window gets focus back", async ({
  page,
}) => {
  // No push: the stream answers 204 (as behind a proxy that drops it), which tells the app not to
  // reconnect. (A reconnect reads the user again, as a role change may have been announced meanwhile:
  // a 204 that was reconnected every second read the new role without focus, and made this test flaky.)
  let streams = 0;
  await page.route("**/api/messages/stream", (route) => {
    streams++;
    return route.fulfill({ status: 204, body: "" });
  });
  const { session } = await registerViaApi(page);
  // The app reads the user once when it starts: that read must be answered before the role changes,
  // or a slow answer (a loaded machine) would carry the new role without any focus.
  const startRead = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/me");
  await page.goto("/post/jobs");
  await expect(page.getByTestId("post-forbidden")).toBeVisible();
  expect((await (await startRead).json()).role).toBe("user");

  await grantByAdmin(page, session.user.id, "publisher");
  // Nothing pushes it: still forbidden until the window is focused again (past the stream's first
  // reconnect delay, 1 s, so a reconnect would have shown).
  await page.waitForTimeout(1500);
  await expect(page.getByTestId("post-forbidden")).toBeVisible();
  expect(streams, "the stream is not asked again after its 204").toBe(1);

  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByTestId("editor-title")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  expect((await stored(page)).role).toBe("publisher");
});
