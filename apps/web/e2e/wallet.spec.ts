import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { apiUser, bearer, expect, fundViaRecharge, registerViaApi, test, uniqueName } from "./fixtures";
import { verifyPhoneViaApi } from "./phone";

async function addCardViaApi(page: Page, token: string, number = "4111111111111111") {
  const res = await page.request.post("/api/cards", {
    headers: bearer(token),
    data: { bank_name: "测试银行", number, exp_month: 12, exp_year: new Date().getFullYear() + 3 },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

/**
 * Real bonus income for `answererToken`: another user funds a wallet, asks with a bonus, the
 * answerer answers and the publisher pays the bonus to that answer (all through the API).
 */
async function receiveBonus(page: Page, answererToken: string, yuan: number) {
  const publisher = await apiUser(page.request, "pub");
  await fundViaRecharge(page, publisher.token, yuan);
  const channels: { id: number }[] = await (await page.request.get("/api/channels")).json();
  const channel = (channels[0] as { id: number }).id;
  const categories: { id: number; parent_id: number | null }[] = await (
    await page.request.get(`/api/categories?channel_id=${channel}`)
  ).json();
  const top = categories.find((c) => c.parent_id === null)?.id;
  const question = await page.request.post("/api/questions", {
    headers: bearer(publisher.token),
    data: {
      channel,
      category_top: top,
      content: `<p>租赁押金逾期不退怎么办？${uniqueName("q")}</p>`,
      bonus_amount: yuan,
      bonus_rule: "publisher_agree",
    },
  });
  expect(question.status()).toBe(201);
  const questionId = (await question.json()).id as number;
  const answer = await page.request.post("/api/questions/comments", {
    headers: bearer(answererToken),
    data: { question_id: questionId, content: "先发函催告，逾期仍不退可以起诉。" },
  });
  expect(answer.status()).toBe(201);
  const paid = await page.request.post("/api/questions/pay_bonus", {
    headers: { ...bearer(publisher.token), "idempotency-key": randomUUID() },
    data: { question_id: questionId, comment_id: (await answer.json()).id },
  });
  expect(paid.status()).toBe(200);
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("recharge ¥100 through the sandbox; the wallet and the balance log show it @mobile", async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto("/userCenter?tab=wallet");
  await expect(page.getByTestId("wallet-balance-value")).toContainText("¥0.00");

  await page.getByTestId("wallet-balance-action").click();
  await expect(page).toHaveURL(/\/wallet\/recharge$/);
  await expect(page.getByTestId("sandbox-notice")).toContainText("不涉及真实资金");

  await page.getByTestId("recharge-submit").click();
  await expect(page.getByText("请输入金额")).toBeVisible();
  await page.getByTestId("recharge-amount").fill("1.234");
  await expect(page.getByText("请输入以元为单位、最多两位小数的金额")).toBeVisible();

  await page.getByTestId("quick-amount-100").click();
  await expect(page.getByTestId("recharge-amount")).toHaveValue("100");
  await page.getByTestId("recharge-submit").click();
  // The sandbox provider completes the order through its signed webhook; the page waits, then goes back.
  await expect(page).toHaveURL(/\/userCenter\?tab=wallet$/, { timeout: 15_000 });
  await expect(page.getByRole("alert")).toContainText("充值成功");
  await expect(page.getByTestId("wallet-balance-value")).toContainText("¥100.00");
  await expect(page.getByTestId("wallet-withdrawable-value")).toContainText("¥0.00");

  await page.getByTestId("wallet-income-action").click();
  await expect(page).toHaveURL(/\/wallet\/balanceLogs$/);
  const entry = page.getByTestId("balance-log-item").first();
  await expect(entry.getByTestId("balance-log-type")).toHaveText("充值");
  await expect(entry.getByTestId("balance-log-amount")).toHaveText("+¥100.00");

  await page.getByTestId("wallet-back").click();
  await expect(page).toHaveURL(/\/userCenter\?tab=wallet$/);
  await page.getByTestId("wallet-records-link").click();
  const order = page.getByTestId("order-item").first();
  await expect(order).toContainText("+¥100.00");
  await expect(order.getByTestId("order-status")).toHaveText("已完成");
});

test("the publisher's balance log follows the bonus: held in escrow at publishing, then paid to the answer", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  const publisher = { token: session.access_token as string };
  await fundViaRecharge(page, publisher.token, 20);
  const channels: { id: number }[] = await (await page.request.get("/api/channels")).json();
  const channel = (channels[0] as { id: number }).id;
  const categories: { id: number; parent_id: number | null }[] = await (
    await page.request.get(`/api/categories?channel_id=${channel}`)
  ).json();
  const title = `押金什么时候退 ${uniqueName("q")}`;
  const question = await page.request.post("/api/questions", {
    headers: { ...bearer(publisher.token), "idempotency-key": randomUUID() },
    data: {
      channel,
      category_top: categories.find((c) => c.parent_id === null)?.id,
      content: `<p>${title}</p>`,
      bonus_amount: 8,
      bonus_rule: "publisher_agree",
    },
  });
  const questionId = (await question.json()).id as number;

  await page.goto("/wallet/balanceLogs");
  const entry = page.getByTestId("balance-log-item").first();
  await expect(entry).toHaveAttribute("data-type", "pay_bonus");
  await expect(entry.getByTestId("balance-log-amount")).toHaveText("-¥8.00");
  await expect(entry.getByTestId("balance-log-question")).toHaveText(title);
  await expect(entry.getByTestId("balance-log-question")).toHaveAttribute(
    "href",
    `/question?id=${questionId}`,
  );
  await expect(entry.getByTestId("balance-log-bonus-status")).toHaveText("托管中，问题结算后发放");

  const answerer = await apiUser(page.request, "ans");
  const answer = await page.request.post("/api/questions/comments", {
    headers: bearer(answerer.token),
    data: { question_id: questionId, content: "合同到期后 30 天内退还。" },
  });
  await page.request.post("/api/questions/pay_bonus", {
    headers: { ...bearer(publisher.token), "idempotency-key": randomUUID() },
    data: { question_id: questionId, comment_id: (await answer.json()).id },
  });
  await page.reload();
  await expect(entry.getByTestId("balance-log-bonus-status")).toHaveText("已支付给选中的回答");
  // Still one entry for the bonus: the money left the balance once, at publishing.
  await expect(page.locator('[data-type="pay_bonus"]')).toHaveCount(1);
  await expect(page.getByTestId("balance-log-item")).toHaveCount(2);
});

test("a card is added with a valid number; a bad Luhn number is refused before sending", async ({ page }) => {
  await registerViaApi(page);
  const sent: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/cards") && req.method() === "POST") sent.push(req.postData() ?? "");
  });
  await page.goto("/wallet/cards");
  await expect(page.getByTestId("cards-empty")).toBeVisible();

  const year = String(new Date().getFullYear() + 2);
  await page.getByTestId("card-bank").fill("中国银行");
  await page.getByTestId("card-number").fill("4111-abc 1111 1111 111");
  await expect(page.getByTestId("card-number")).toHaveValue("4111 1111 1111 111");
  await pickOption(page, "月", "12");
  await pickOption(page, "年", year);
  await page.getByTestId("add-card-submit").click();
  await expect(page.getByText("卡号必须为 16 位数字")).toBeVisible();

  await page.getByTestId("card-number").fill("4111111111111112");
  await page.getByTestId("add-card-submit").click();
  await expect(page.getByText("卡号无效")).toBeVisible();
  expect(sent).toEqual([]);

  await page.getByTestId("card-number").fill("4111 1111 1111 1111");
  await page.getByTestId("add-card-submit").click();
  const card = page.getByTestId("bank-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("bank-card-number")).toHaveText("•••• 1111");
  await expect(card).toContainText("中国银行");
  await expect(card).toContainText(`12/${year.slice(2)}`);
  await expect(card.getByTestId("default-payment")).toBeVisible();
  await expect(card.getByTestId("default-receiving")).toBeVisible();
  // The full number went out once and is not kept on screen.
  expect(sent).toHaveLength(1);
  await expect(page.getByTestId("card-number")).toHaveValue("");
  await expect(page.getByText("4111 1111 1111 1111")).toHaveCount(0);

  await card.getByTestId("bank-card-actions").click();
  await page.getByTestId("delete-card").click();
  await page.getByTestId("confirm-delete-card").click();
  await expect(page.getByTestId("cards-empty")).toBeVisible();
});

test("recharged money is not withdrawable: the amount is refused with the spec's message", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  await page.goto("/wallet/withdraw");
  // Withdrawals need a verified phone: the screen says so and links to the contact tab.
  await expect(page.getByTestId("withdraw-phone-required")).toContainText("提现需要已验证的手机号码");
  await expect(page.getByTestId("withdraw-verify-phone")).toHaveAttribute("href", "/userCenter");
  await expect(page.getByTestId("withdraw-amount")).toHaveCount(0);
  await verifyPhoneViaApi(page, session.access_token, session.user.id);
  await page.reload();
  await expect(page.getByTestId("withdraw-no-cards")).toBeVisible();
  await expect(page.getByTestId("withdraw-add-card")).toHaveAttribute("href", "/wallet/cards");

  await fundViaRecharge(page, session.access_token, 100);
  await addCardViaApi(page, session.access_token);
  await page.reload();
  await expect(page.getByTestId("withdraw-withdrawable")).toContainText("¥0.00");
  await expect(page.getByTestId("withdraw-explain")).toContainText("只有收到的赏金可以提现");
  await expect(page.getByRole("combobox", { name: "收款银行卡" })).toContainText("•••• 1111");
  await page.getByTestId("withdraw-amount").fill("50");
  await page.getByTestId("withdraw-submit").click();
  await expect(page.getByText("金额超过可提现额度")).toBeVisible();
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);

  const orders = await page.request.get("/api/wallet/orders?kind=withdraw", {
    headers: bearer(session.access_token),
  });
  expect(await orders.json()).toEqual([]);
});

/** Adds a card through the /wallet/cards form and waits until the list shows it. */
async function addCardViaForm(page: Page, bank: string, number: string) {
  const year = String(new Date().getFullYear() + 2);
  await page.getByTestId("card-bank").fill(bank);
  await page.getByTestId("card-number").fill(number);
  await pickOption(page, "月", "09");
  await pickOption(page, "年", year);
  await page.getByTestId("add-card-submit").click();
  await expect(page.getByTestId("bank-card").filter({ hasText: `•••• ${number.slice(-4)}` })).toBeVisible();
  await expect(page.getByTestId("card-number")).toHaveValue("");
}

test("a bonus received is withdrawn to a card; the log shows -¥ beside +¥; set default moves the mark", async ({
  page,
}) => {
  test.slow(); // money in, a card, a withdrawal, the log and the cards: five screens
  const { session } = await registerViaApi(page);
  await verifyPhoneViaApi(page, session.access_token, session.user.id);
  await receiveBonus(page, session.access_token, 30);

  await page.goto("/wallet/cards");
  await expect(page.getByTestId("cards-empty")).toBeVisible();
  await addCardViaForm(page, "招商银行", "4111 1111 1111 1111");

  await page.goto("/wallet/withdraw");
  await expect(page.getByTestId("withdraw-withdrawable")).toContainText("¥30.00");
  await expect(page.getByRole("combobox", { name: "收款银行卡" })).toContainText("•••• 1111");
  await page.getByTestId("withdraw-amount").fill("12.5");
  await page.getByTestId("withdraw-submit").click();
  await expect(page).toHaveURL(/\/wallet\/rechargeRecorde$/);
  await expect(page.getByRole("alert").filter({ hasText: "提现申请已提交" })).toContainText("¥12.50");
  const order = page.getByTestId("order-item").first();
  await expect(order).toHaveAttribute("data-kind", "withdraw");
  await expect(order).toContainText("¥12.50");

  // The log: the withdrawal as money out, the bonus as money in, newest first, 2 decimals each.
  await page.goto("/wallet/balanceLogs");
  const entries = page.getByTestId("balance-log-item");
  await expect(entries.getByTestId("balance-log-type")).toHaveText(["提现", "提问者支付的赏金"]);
  await expect(entries.getByTestId("balance-log-amount")).toHaveText(["-¥12.50", "+¥30.00"]);
  await expect(entries.first()).toHaveAttribute("data-type", "withdraw");

  await page.goto("/userCenter?tab=wallet");
  await expect(page.getByTestId("wallet-balance-value")).toContainText("¥17.50");
  await expect(page.getByTestId("wallet-withdrawable-value")).toContainText("¥17.50");

  // A second card; making it the default receiving card takes the mark from the first.
  await page.goto("/wallet/cards");
  await addCardViaForm(page, "工商银行", "5555 5555 5555 4444");
  const first = page.getByTestId("bank-card").filter({ hasText: "•••• 1111" });
  const second = page.getByTestId("bank-card").filter({ hasText: "•••• 4444" });
  await expect(first.getByTestId("default-receiving")).toBeVisible();
  await expect(second.getByTestId("default-receiving")).toHaveCount(0);
  await second.getByTestId("bank-card-actions").click();
  await page.getByTestId("set-default-receiving").click();
  await expect(page.getByRole("alert").filter({ hasText: "默认银行卡已更新" })).toBeVisible();
  await expect(second.getByTestId("default-receiving")).toBeVisible();
  await expect(first.getByTestId("default-receiving")).toHaveCount(0);
  // Only the receiving default moved; the payment default stays on the first card.
  await expect(first.getByTestId("default-payment")).toBeVisible();
  await expect(second.getByTestId("default-payment")).toHaveCount(0);

  await page.reload();
  await expect(second.getByTestId("default-receiving")).toBeVisible();
  await expect(first.getByTestId("default-receiving")).toHaveCount(0);
  await expect(first.getByTestId("default-payment")).toBeVisible();
  // The withdraw form now offers the new default receiving card first.
  await page.goto("/wallet/withdraw");
  await expect(page.getByRole("combobox", { name: "收款银行卡" })).toContainText("•••• 4444");
});

test("claim the welcome coupon, then use it: +¥5 and it shows as used", async ({ page }) => {
  const { session } = await registerViaApi(page);
  await page.goto("/userCenter?tab=wallet");
  await expect(page.getByTestId("wallet-balance-value")).toContainText("¥0.00");

  const welcome = page
    .getByTestId("available-coupons")
    .locator(":scope > div")
    .filter({ hasText: "新用户礼券" });
  await expect(welcome).toContainText("无门槛");
  // Without a verified phone the claim button is disabled and says why, with the way to fix it.
  await expect(welcome.getByRole("button", { name: "领取" })).toBeDisabled();
  await expect(welcome).toContainText("验证手机号码后才能领取优惠券。");
  await expect(welcome.getByRole("link", { name: "验证手机" })).toHaveAttribute("href", "/userCenter");
  await verifyPhoneViaApi(page, session.access_token, session.user.id);
  await page.reload();
  await welcome.getByRole("button", { name: "领取" }).click();
  await expect(page.getByRole("alert")).toContainText("领取成功");
  await expect(welcome.getByRole("button", { name: "已领取" })).toBeDisabled();

  const mine = page.getByTestId("claimed-coupons").locator(":scope > div").filter({ hasText: "新用户礼券" });
  await mine.getByRole("button", { name: "使用" }).click();
  await expect(page.getByRole("alert")).toContainText("使用成功");
  await expect(mine.getByRole("button", { name: "已使用" })).toBeDisabled();
  await expect(page.getByTestId("wallet-balance-value")).toContainText("¥5.00");

  await page.goto("/wallet/balanceLogs");
  await expect(page.getByTestId("balance-log-item").first()).toContainText("+¥5.00");
  await expect(page.getByTestId("balance-log-type").first()).toHaveText("优惠券");
});

test("the user menu opens the wallet tab, and the URL follows the tabs", async ({ page }) => {
  const { username } = await registerViaApi(page);
  await page.goto("/home");
  await page.getByTestId("user-menu-button").click();
  await page.getByTestId("menu-wallet").click();
  await expect(page).toHaveURL(/\/userCenter\?tab=wallet$/);
  await expect(page.getByTestId("uc-tab-wallet")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("wallet-tab")).toBeVisible();

  await page.getByTestId("uc-tab-profile").click();
  await expect(page).toHaveURL(/\/userCenter$/);
  await expect(page.getByTestId("uc-username")).toHaveText(username);
  await page.goBack();
  await expect(page.getByTestId("wallet-tab")).toBeVisible();
});

test("a coupon with a threshold cannot be used below it: the Use button is disabled and says why", async ({
  page,
}) => {
  const { session } = await registerViaApi(page);
  await verifyPhoneViaApi(page, session.access_token, session.user.id);
  const offers: { id: number; threshold: number }[] = await (
    await page.request.get("/api/coupons", { headers: bearer(session.access_token) })
  ).json();
  const withThreshold = offers.find((c) => c.threshold === 50);
  expect(withThreshold).toBeDefined();
  const claimed = await page.request.post("/api/coupon_records/claim", {
    headers: { ...bearer(session.access_token), "idempotency-key": randomUUID() },
    data: { coupon_id: withThreshold?.id },
  });
  expect(claimed.status()).toBe(201);
  const recordId = (await claimed.json()).record_id as number;

  await page.goto("/userCenter?tab=wallet");
  const ticket = page.getByTestId(`coupon-record-${recordId}`);
  await expect(ticket.getByTestId(`use-coupon-${recordId}`)).toBeDisabled();
  await expect(ticket.getByTestId(`use-coupon-${recordId}`)).toHaveText("使用");
  await expect(ticket.getByTestId(`coupon-record-${recordId}-note`)).toHaveText(
    /^余额达到 \u2066?¥50\.00\u2069? 后才能使用。$/u,
  );

  await fundViaRecharge(page, session.access_token, 50);
  await page.reload();
  await expect(ticket.getByTestId(`use-coupon-${recordId}`)).toBeEnabled();
  await expect(ticket.getByTestId(`coupon-record-${recordId}-note`)).toHaveCount(0);
});
