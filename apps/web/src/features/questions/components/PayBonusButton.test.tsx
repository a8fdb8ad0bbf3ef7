import type { Comment } from "@ask/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, reply } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import { type PayableQuestion, PayBonusButton } from "./PayBonusButton";

const QUESTION: PayableQuestion = {
  id: 5,
  user_id: TEST_USER.id,
  is_paid: false,
  bonus_amount: 12.5,
  paid_amount: 3,
  settlement: "open",
  appeal_status: null,
  bonus_rule: "publisher_agree",
} as PayableQuestion;

const COMMENT = {
  id: 40,
  question_id: 5,
  user_id: 8,
  username: "answerer",
  content: "Go to the immigration office with form 7.",
  is_paid: false,
} as Comment;

function server(
  pay: () => unknown = () => ({ question_id: 5, comment_id: 40, amount: 12.5, username: "answerer" }),
) {
  return fakeApi({ "GET /me": { ...TEST_USER, access_token: null }, "POST /questions/pay_bonus": pay });
}
const payments = (requests: ReturnType<typeof server>) =>
  requests.filter((r) => r.path === "/questions/pay_bonus");

describe("PayBonusButton", () => {
  it("asks first, showing the amount, the receiver, the answer and the expert fee; cancel pays nothing", async () => {
    const requests = server();
    const { user } = renderWithApp(<PayBonusButton question={QUESTION} comment={COMMENT} />);
    await user.click(screen.getByTestId("pay-bonus"));
    const dialog = await screen.findByTestId("pay-bonus-dialog");
    expect(within(dialog).getByText("确定把赏金支付给这个回答吗？")).toBeTruthy();
    expect(within(dialog).getByText(/将从本问题的托管金额中向 answerer 支付 ¥12\.50/)).toBeTruthy();
    expect(within(dialog).getByText(COMMENT.content)).toBeTruthy();
    expect(within(dialog).getByText(/专家费用 ¥3\.00/)).toBeTruthy();

    await user.click(within(dialog).getByTestId("pay-bonus-dialog-cancel"));
    await waitFor(() => expect(screen.queryByTestId("pay-bonus-dialog")).toBeNull());
    expect(payments(requests)).toHaveLength(0);
  });

  it("pays once on confirm with the question, the answer and an idempotency key, then says so", async () => {
    const requests = server();
    const { user } = renderWithApp(<PayBonusButton question={QUESTION} comment={COMMENT} />);
    await user.click(screen.getByTestId("pay-bonus"));
    await user.click(await screen.findByTestId("pay-bonus-dialog-confirm"));

    expect(await screen.findByText("支付成功：已向 answerer 支付 ¥12.50。")).toBeTruthy();
    expect(payments(requests)).toHaveLength(1);
    expect(payments(requests)[0]?.body).toEqual({ question_id: 5, comment_id: 40 });
    expect(payments(requests)[0]?.headers["idempotency-key"]).toMatch(/.{8,}/);
  });

  it("disables the button and the dialog while the payment is on its way", async () => {
    let answer: (value: unknown) => void = () => {};
    server(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithApp(<PayBonusButton question={QUESTION} comment={COMMENT} />);
    await user.click(screen.getByTestId("pay-bonus"));
    await user.click(await screen.findByTestId("pay-bonus-dialog-confirm"));

    await waitFor(() =>
      expect(screen.getByTestId("pay-bonus-dialog-confirm")).toHaveProperty("disabled", true),
    );
    expect(screen.getByTestId("pay-bonus-dialog-cancel")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("pay-bonus")).toHaveProperty("disabled", true);
    answer({ question_id: 5, comment_id: 40, amount: 12.5, username: "answerer" });
    await waitFor(() => expect(screen.getByTestId("pay-bonus")).toHaveProperty("disabled", false));
  });

  it("says an open appeal decides the bonus when the server refuses for it", async () => {
    server(() => reply(409, { detail: "appeal open", code: "already_appealed" }));
    const { user } = renderWithApp(<PayBonusButton question={QUESTION} comment={COMMENT} />);
    await user.click(screen.getByTestId("pay-bonus"));
    await user.click(await screen.findByTestId("pay-bonus-dialog-confirm"));
    expect(await screen.findByText("支付失败：该问题正在申诉中，由管理员决定赏金归属。")).toBeTruthy();
  });

  it("shows a paid answer as a disabled 'paid' button with no way to pay", () => {
    server();
    renderWithApp(
      <PayBonusButton question={{ ...QUESTION, is_paid: true }} comment={{ ...COMMENT, is_paid: true }} />,
    );
    expect(screen.getByTestId("pay-bonus-paid")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("pay-bonus-paid").textContent).toBe("已支付");
    expect(screen.queryByTestId("pay-bonus")).toBeNull();
  });
});
