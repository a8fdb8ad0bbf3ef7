import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { reply } from "./fake-api";

/**
 * A fake API answer that fails with 500 until `recover()` is called, then answers `body`: a list
 * screen must show the failure with a retry (issue 18), not an empty list.
 */
export function failingUntilRetried(body: unknown) {
  let failing = true;
  return {
    answer: () => (failing ? reply(500, { detail: "boom", code: "internal_error" }) : body),
    recover: () => {
      failing = false;
    },
  };
}

/** Waits for the list's error (not its empty state), then presses its retry button. */
export async function expectErrorThenRetry(
  user: UserEvent,
  { errorTestId, emptyTestId, recover }: { errorTestId: string; emptyTestId: string; recover(): void },
) {
  const error = await screen.findByTestId(errorTestId);
  expect(screen.queryByTestId(emptyTestId)).toBeNull();
  recover();
  await user.click(within(error).getByRole("button"));
  await screen.findByTestId(emptyTestId);
  expect(screen.queryByTestId(errorTestId)).toBeNull();
}
