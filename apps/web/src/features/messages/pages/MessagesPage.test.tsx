import { describe, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { expectErrorThenRetry, failingUntilRetried } from "../../../test/list-error";
import { renderWithApp, TEST_USER } from "../../../test/render";
import MessagesPage from "./MessagesPage";

describe("/messages", () => {
  it("shows a failed load with a retry, not as an empty list (issue 18)", async () => {
    const list = failingUntilRetried({ items: [], total: 0, unread: 0 });
    fakeApi({ [`GET /messages/user/${TEST_USER.id}`]: list.answer });
    const { user } = renderWithApp(<MessagesPage />, { route: "/messages" });
    await expectErrorThenRetry(user, {
      errorTestId: "message-list-error",
      emptyTestId: "message-list-empty",
      recover: list.recover,
    });
  });
});
