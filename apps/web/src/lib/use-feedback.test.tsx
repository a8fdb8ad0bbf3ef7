import { screen } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { ApiError } from "./api-client";
import { useFeedback } from "./use-feedback";

function Failing({ textKey }: { textKey?: string }) {
  const { toastError } = useFeedback("wallet");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => toastError(new ApiError(409, "not_a_known_code", "server says no"), textKey), []);
  return null;
}

describe("useFeedback().toastError", () => {
  it("puts the error's message into the namespace's text as {detail}", async () => {
    renderWithApp(<Failing textKey="cards.add_failed" />, { lang: "en" });
    expect((await screen.findByRole("alert")).textContent).toBe("Could not add the card: server says no");
  });

  it("shows the error's message alone without a text key", async () => {
    renderWithApp(<Failing />, { lang: "en" });
    expect((await screen.findByRole("alert")).textContent).toBe("server says no");
  });
});
