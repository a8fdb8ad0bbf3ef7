import { describe, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { expectErrorThenRetry, failingUntilRetried } from "../../../test/list-error";
import { renderWithApp } from "../../../test/render";
import QuestionListPage from "../pages/QuestionListPage";

describe("question lists (QuestionResults: /questions, /myQuestions, profiles)", () => {
  it("show a failed load with a retry, not as an empty list (issue 18)", async () => {
    const list = failingUntilRetried({ items: [], total: 0, total_capped: false });
    fakeApi({ "GET /questions": list.answer });
    const { user } = renderWithApp(<QuestionListPage />, { route: "/questions" });
    await expectErrorThenRetry(user, {
      errorTestId: "question-list-error",
      emptyTestId: "question-list-empty",
      recover: list.recover,
    });
  });
});
