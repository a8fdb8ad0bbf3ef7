import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, reply } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import { ReportButton } from "./ReportButton";

const CREATED = {
  id: 3,
  target_type: "question",
  target_id: 12,
  reason: "spam",
  note: null,
  status: "open",
  created_at: "2026-11-28T00:00:00Z",
};

function server(create: () => unknown = () => reply(201, CREATED)) {
  const requests = fakeApi({ "GET /me": { ...TEST_USER, access_token: null }, "POST /reports": create });
  return () => requests.filter((r) => r.method === "POST" && r.path === "/reports");
}

async function openDialog(lang: "zh" | "en" = "zh") {
  const view = renderWithApp(<ReportButton target={{ type: "question", id: 12 }} authorId={99} />, { lang });
  await view.user.click(screen.getByTestId("report-question"));
  const dialog = await screen.findByTestId("report-dialog");
  return { ...view, dialog };
}

describe("ReportDialog", () => {
  it("needs a reason before anything is sent", async () => {
    const reports = server();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText("举报该问题")).toBeTruthy();
    await user.click(within(dialog).getByTestId("report-submit"));
    expect(await within(dialog).findByTestId("report-reason-error")).toBeTruthy();
    expect(reports()).toHaveLength(0);
  });

  it("requires a note for 'other' (the contract's rule), then sends it trimmed", async () => {
    const reports = server();
    const { user, dialog } = await openDialog("en");
    await user.click(within(dialog).getByTestId("report-reason-other"));
    await user.click(within(dialog).getByTestId("report-submit"));
    expect(await within(dialog).findByText("Please say what is wrong.")).toBeTruthy();
    expect(reports()).toHaveLength(0);

    await user.type(within(dialog).getByTestId("report-note"), "  Copies my answer word for word  ");
    await user.click(within(dialog).getByTestId("report-submit"));
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.body).toEqual({
      target_type: "question",
      target_id: 12,
      reason: "other",
      note: "Copies my answer word for word",
    });
    expect(await screen.findByText(/Thank you\. A moderator will review it/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("report-dialog")).toBeNull());
  });

  it("sends a reason without a note and leaves the note out", async () => {
    const reports = server();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByTestId("report-reason-spam"));
    await user.click(within(dialog).getByTestId("report-submit"));
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.body).toEqual({ target_type: "question", target_id: 12, reason: "spam" });
  });

  it("refuses a note over 500 characters", async () => {
    const reports = server();
    const { user, dialog } = await openDialog("en");
    await user.click(within(dialog).getByTestId("report-reason-fraud"));
    const note = within(dialog).getByTestId("report-note");
    await user.click(note);
    await user.paste("x".repeat(501));
    await user.click(within(dialog).getByTestId("report-submit"));
    expect(await within(dialog).findByText("At most 500 characters.")).toBeTruthy();
    expect(reports()).toHaveLength(0);
  });

  for (const [status, code, text] of [
    [409, "report_exists", "你已经举报过该内容，审核人员会尽快处理。"],
    [400, "cannot_report_own", "不能举报自己发布的内容。"],
    [429, "too_many_requests", "你最近提交的举报太多，请稍后再试。"],
  ] as const) {
    it(`explains ${status} ${code} in the reader's language and stays open`, async () => {
      server(() => reply(status, { detail: "refused", code }));
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByTestId("report-reason-offensive"));
      await user.click(within(dialog).getByTestId("report-submit"));
      expect((await within(dialog).findByTestId("report-error")).textContent).toBe(text);
      expect(screen.getByTestId("report-dialog")).toBeTruthy();
    });
  }

  it("falls back to the common error words for other failures", async () => {
    server(() => reply(500, { detail: "boom", code: "internal_error" }));
    const { user, dialog } = await openDialog("en");
    await user.click(within(dialog).getByTestId("report-reason-illegal"));
    await user.click(within(dialog).getByTestId("report-submit"));
    expect((await within(dialog).findByTestId("report-error")).textContent).toBeTruthy();
  });
});

describe("ReportButton", () => {
  it("is not shown to the content's author, nor on content the page marks as theirs", () => {
    server();
    renderWithApp(
      <>
        <ReportButton target={{ type: "question", id: 12 }} authorId={TEST_USER.id} />
        <ReportButton target={{ type: "sale", id: 4 }} authorId={undefined} isMine />
      </>,
    );
    expect(screen.queryByTestId("report-question")).toBeNull();
    expect(screen.queryByTestId("report-sale")).toBeNull();
  });

  it("sends a visitor to log in and back instead of opening the dialog", async () => {
    server();
    const { user } = renderWithApp(<ReportButton target={{ type: "user", id: 5 }} authorId={5} />, {
      user: null,
      route: "/user?id=5",
    });
    await user.click(screen.getByTestId("report-user"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(screen.queryByTestId("report-dialog")).toBeNull();
  });
});
