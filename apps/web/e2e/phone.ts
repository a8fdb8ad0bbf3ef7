import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { bearer } from "./fixtures";

/** A Chinese mobile number no other test uses. */
export const uniqueMobile = () => `1${randomInt(3_000_000_000, 9_999_999_999)}`;

/**
 * Saves and verifies a phone number through the API, as the contact tab does (the e2e server's
 * development SMS provider writes the code into the user's system messages). Coupon claims and
 * withdrawals need a verified phone.
 */
export async function verifyPhoneViaApi(page: Page, token: string, userId: number, phone = uniqueMobile()) {
  const saved = await page.request.put(`/api/customers/${userId}`, {
    headers: bearer(token),
    data: { country: "CN", phone },
  });
  expect(saved.status()).toBe(200);
  const sent = await page.request.post("/api/auth/verify-phone", {
    headers: bearer(token),
    data: { country: "+86", phone },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  let code = "";
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/messages/user/${userId}`, {
        headers: bearer(token),
        params: { limit: 20 },
      });
      const { items } = (await res.json()) as { items: { kind: string; content: string }[] };
      const message = items.find((m) => m.kind === "verification_code_dev" && m.content.includes(phone));
      code = /(?<!\d)\d{6}(?!\d)/.exec(message?.content ?? "")?.[0] ?? "";
      return code;
    })
    .not.toBe("");
  const done = await page.request.post("/api/auth/verify-phone-code", {
    headers: bearer(token),
    data: { country: "+86", phone, code },
  });
  expect(done.status(), await done.text()).toBe(200);
}
