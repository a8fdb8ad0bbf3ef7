import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import BlockedWordsPage from "./BlockedWordsPage";

const ADMIN = { ...TEST_USER, role: "admin" as const };
const SAVED = { block: ["scam"], review: [], version: 3, updated_at: "2026-11-27T10:00:00Z", updated_by: 1 };

describe("BlockedWordsPage", () => {
  it("edits both lists one word per line and saves them trimmed, without blanks or repeats", async () => {
    const requests = fakeApi({
      "GET /me": { ...ADMIN, access_token: null },
      "GET /admin/moderation/words": SAVED,
      "PUT /admin/moderation/words": (r: { body: unknown }) => ({
        ...SAVED,
        ...(r.body as object),
        version: 4,
      }),
    });
    const { user } = renderWithApp(<BlockedWordsPage />, { user: ADMIN, lang: "en" });
    await waitFor(() => expect(screen.getByTestId("words-count").textContent).toContain("Version 3"));
    const block = screen.getByTestId("words-block");
    expect((block as HTMLTextAreaElement).value).toBe("scam");
    expect(screen.getByTestId("words-save")).toHaveProperty("disabled", true);
    await user.type(block, "\n  fraud  \n\nscam\n");
    await user.type(screen.getByTestId("words-review"), "casino");
    await user.click(screen.getByTestId("words-save"));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      block: ["scam", "fraud"],
      review: ["casino"],
    });
    expect(await screen.findByText("Word lists saved (version 4).")).toBeTruthy();
  });
});
