import type { Page } from "@playwright/test";
import { apiUser, bearer, expect, storeSession, test } from "./fixtures";
import { created, SAMPLE_SALE } from "./listing-samples";

// Screenshots of issue 18's conversations, for people to look at (not assertions):
// SCREENSHOTS=1 [SHOTS_DIR=…] npx playwright test e2e/conversations-screens.spec.ts
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take screenshots");

const settle = (page: Page) => page.waitForTimeout(1200);

const TEXTS: Record<"zh" | "ar", [string, string, string]> = {
  zh: [
    "台灯还在吗？今晚可以自提吗？",
    "在的，晚上八点后都可以，地址在徐汇区漕溪北路。",
    "好的，八点半到，到了给你发消息。",
  ],
  ar: [
    "هل ما زال المصباح متاحًا؟ هل يمكنني استلامه الليلة؟",
    "نعم، بعد الساعة الثامنة مساءً في أي وقت.",
    "حسنًا، سأصل في الثامنة والنصف.",
  ],
};

for (const lang of ["zh", "ar"] as const) {
  test(`conversations in ${lang} @mobile`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const dir = `${process.env.SHOTS_DIR ?? "e2e/.screens"}/${info.project.name}-${lang}`;
    await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
    const seller = await apiUser(page.request, "seller");
    const buyer = await apiUser(page.request, "buyer");
    const saleId = await created(page.request, seller.token, "/sales", SAMPLE_SALE);
    const [first, reply, again] = TEXTS[lang];
    const open = await page.request.post("/api/conversations", {
      headers: bearer(buyer.token),
      data: { peer_id: seller.id, subject: { kind: "sale", id: saleId }, text: first },
    });
    expect(open.status()).toBe(201);
    const { id } = await open.json();
    const say = async (token: string, text: string) =>
      expect(
        (
          await page.request.post(`/api/conversations/${id}/messages`, {
            headers: bearer(token),
            data: { text },
          })
        ).status(),
      ).toBe(201);
    await say(seller.token, reply);
    await say(buyer.token, again);
    await say(seller.token, "👍");

    await page.goto("/home");
    await storeSession(page, buyer.session);
    await page.goto(`/saleDetail?id=${saleId}`);
    await expect(page.getByTestId("contact-button")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-sale-chat-button.png` });

    await page.goto("/conversations");
    await expect(page.getByTestId("conversation-item")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-conversations.png` });

    await page.goto(`/conversations/${id}`);
    await expect(page.getByTestId("message-theirs").first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-conversation.png`, fullPage: true });

    await page.goto(`/saleDetail?id=${saleId}`);
    await page.getByTestId("contact-button").click();
    await expect(page.getByTestId("contact-dialog")).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${dir}-contact-dialog.png` });
  });
}
