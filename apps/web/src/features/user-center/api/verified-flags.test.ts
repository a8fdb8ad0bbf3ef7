import type { Customer } from "@ask/contracts";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { userCenterKeys } from "./keys";
import { patchVerifiedFlags } from "./verified-flags";

const customer = (verified: boolean) =>
  ({ id: 7, is_email_verified: verified, is_phone_verified: false }) as Customer;

describe("patchVerifiedFlags", () => {
  it("wins over a customer fetch that started before the verification, even before any data arrived", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = userCenterKeys.customer(7);
    // The server's answers in order: the first fetch was sent before the address was verified.
    const answers = [customer(false), customer(true)];
    const releases: (() => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: ({ signal }) =>
        new Promise<Customer>((resolve, reject) => {
          const answer = answers.shift() as Customer;
          signal.addEventListener("abort", () => reject(signal.reason));
          releases.push(() => resolve(answer));
        }),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(releases).toHaveLength(1); // the stale fetch is in flight, no data yet

    const patched = patchVerifiedFlags(queryClient, 7, {
      message: "verification_success",
      channel: "email",
      is_email_verified: true,
      is_phone_verified: false,
    });
    await Promise.resolve();
    releases[0]?.(); // the stale answer arrives late
    await new Promise((r) => setTimeout(r, 0));
    releases[1]?.();
    await patched;

    expect(queryClient.getQueryData<Customer>(key)?.is_email_verified).toBe(true);
    unsubscribe();
  });
});
