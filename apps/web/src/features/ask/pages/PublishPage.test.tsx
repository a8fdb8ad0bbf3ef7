import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, reply } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import PublishPage from "./PublishPage";

const names = (name: string) => ({ zh: name, en: name });
const CHANNELS = [
  { id: 1, name: "签证", icon: "passport", i18n: names("签证") },
  { id: 2, name: "租房", icon: "home", i18n: names("租房") },
];
const CATEGORIES = [
  { id: 10, name: "学生签证", parent_id: null, channel_id: 1, i18n: names("学生签证") },
  { id: 11, name: "续签", parent_id: 10, channel_id: 1, i18n: names("续签") },
];

/** The server as the publish screen sees it: a wallet holding `balance` yuan; POST /questions answers `create`. */
function server({ balance = 100, create = (): unknown => ({ id: 99 }) } = {}) {
  return fakeApi({
    "GET /me": { ...TEST_USER, access_token: null },
    "GET /channels": CHANNELS,
    "GET /categories": CATEGORIES,
    [`GET /customer_balances/${TEST_USER.id}/balance`]: { balance, withdrawable: 0, total_receive_bonus: 0 },
    "GET /questions/similar": { items: [] },
    "POST /questions": create,
  });
}

const posts = (requests: ReturnType<typeof server>) =>
  requests.filter((r) => r.method === "POST" && r.path === "/questions");

async function fillValidQuestion(user: ReturnType<typeof renderWithApp>["user"]) {
  // The category select opens once the first channel's categories are there.
  const select = await screen.findByTestId("category-top-select");
  await waitFor(() => expect(select.getAttribute("aria-disabled")).toBeNull());
  await user.click(select);
  await user.click(await screen.findByTestId("category-top-option-10"));
  await user.click(screen.getByTestId("content-editor"));
  await user.keyboard("How do I renew a student visa?");
}

describe("PublishPage", () => {
  it("refuses an empty question with the per-field messages and a toast, and sends nothing", async () => {
    const requests = server();
    const { user } = renderWithApp(<PublishPage />, { route: "/publish" });
    await screen.findByTestId("category-top-select");
    await user.click(screen.getByTestId("submit-question"));

    expect(await screen.findByText("请选择上级分类")).toBeTruthy();
    expect(screen.getByText("请填写问题内容")).toBeTruthy();
    expect(await screen.findByText("请填写所有必填项。")).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it("shows the balance, what publishing holds and what is missing, and blocks a bonus above it", async () => {
    const requests = server({ balance: 5 });
    const { user } = renderWithApp(<PublishPage />, { route: "/publish" });
    const hint = await screen.findByTestId("publish-balance");
    await waitFor(() =>
      expect(within(hint).getByTestId("publish-balance-value").textContent).toMatch(/5\.00/),
    );

    await fillValidQuestion(user);
    const bonus = screen.getByTestId("bonus-amount");
    await user.clear(bonus);
    await user.type(bonus, "12.5");
    await waitFor(() =>
      expect(within(hint).getByTestId("publish-balance-short").textContent).toMatch(/7\.50/),
    );
    expect(within(hint).getByTestId("publish-balance-due").textContent).toMatch(/12\.50/);
    expect(await screen.findByText("余额不足以支付悬赏和专家费，请先充值或降低金额")).toBeTruthy();

    await user.click(screen.getByTestId("submit-question"));
    expect(await screen.findByText("请修正标出的字段。")).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it("publishes the question with an idempotency key and opens it", async () => {
    const requests = server();
    const { user } = renderWithApp(<PublishPage />, { route: "/publish" });
    await fillValidQuestion(user);
    const bonus = screen.getByTestId("bonus-amount");
    await user.clear(bonus);
    await user.type(bonus, "8");
    await user.click(screen.getByTestId("submit-question"));

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/question?id=99"));
    const [post] = posts(requests);
    if (!post) throw new Error("no POST /questions");
    expect(post.headers["idempotency-key"]).toMatch(/.{8,}/);
    expect(post.body).toMatchObject({
      channel: 1,
      category_top: 10,
      category: null,
      content: "<p>How do I renew a student visa?</p>",
      bonus_amount: 8,
      paid_amount: 0,
      is_public: true,
      files: [],
    });
    expect((post.body as { title?: string }).title).toBeUndefined();
    expect(await screen.findByText("问题提交成功。")).toBeTruthy();
  });

  it("marks the bonus when the server refuses for insufficient balance, and stays on the form", async () => {
    server({
      create: () => reply(400, { detail: "Insufficient balance", code: "insufficient_balance" }),
    });
    const { user } = renderWithApp(<PublishPage />, { route: "/publish" });
    await fillValidQuestion(user);
    await user.click(screen.getByTestId("submit-question"));

    expect(await screen.findByText("余额不足以支付悬赏和专家费，请先充值或降低金额")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/publish");
  });
});
