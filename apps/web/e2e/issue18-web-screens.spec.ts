import { expect, registerViaApi, storeSession, test } from "./fixtures";
import { pngImage } from "./images";
import { created, organizationWithListings, SAMPLE_SALE } from "./listing-samples";

// Screenshots for people to look at (not assertions): /jobs and the full-screen photo viewer in zh
// and ar, desktop and 390 px. SCREENSHOTS=1 SHOTS_DIR=/tmp/shots npx playwright test e2e/issue18-web-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

for (const lang of ["zh", "ar"]) {
  test(`/jobs and the photo viewer in ${lang} @mobile`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const dir = `${process.env.SHOTS_DIR ?? "e2e/.screens"}/${info.project.name}-${lang}`;
    const s = await organizationWithListings(page, "shots18");
    const images: string[] = [];
    for (const rgb of [
      [200, 30, 60],
      [30, 120, 200],
      [40, 160, 90],
    ] as [number, number, number][]) {
      const upload = await page.request.post("/api/upload/image", {
        headers: { authorization: `Bearer ${s.token}` },
        multipart: {
          type: "avatar",
          images: { name: "p.png", mimeType: "image/png", buffer: pngImage(320, rgb, 240) },
        },
      });
      expect(upload.status()).toBe(200);
      images.push((await upload.json()).urls[0]);
    }
    const sale = await created(page.request, s.token, "/sales", { ...SAMPLE_SALE, image_urls: images });
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    await page.goto("/home");
    await storeSession(page, s.owner);
    await page.goto("/jobs?type=full_time");
    await expect(page.getByTestId(`job-card-${s.job}`)).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${dir}-jobs.png`, fullPage: true });
    await page.goto(`/saleDetail?id=${sale}`);
    await page.getByTestId("gallery-open").click();
    await expect(page.locator(".yarl__root")).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${dir}-gallery.png` });
    await page.keyboard.press("Escape");
    await page.goto(`/post/sales/${sale}`);
    await expect(page.getByTestId("image-preview")).toHaveCount(3);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}-editor-photos.png`, fullPage: true });
    if (info.project.name === "mobile") {
      await page.getByTestId("drawer-button").click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}-drawer.png` });
    } else {
      await page.goto("/jobs");
      await page.getByTestId("nav-classifieds").click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}-nav-menu.png` });
    }
  });
}

test("the top bar with the classifieds and the store at 900 and 1280 px in German", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "de"));
  await registerViaApi(page);
  for (const width of [900, 1280]) {
    await page.setViewportSize({ width, height: 600 });
    await page.goto("/jobs");
    await expect(page.getByTestId("nav-classifieds")).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? "e2e/.screens"}/topbar-de-${width}.png` });
  }
});
