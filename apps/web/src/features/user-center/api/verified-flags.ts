import type { Customer, VerificationDoneResponse } from "@ask/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { userCenterKeys } from "./keys";

/** Writes the flags a successful verification returns into the cached customer record. */
export function patchVerifiedFlags(
  queryClient: QueryClient,
  userId: number | undefined,
  done: VerificationDoneResponse,
): void {
  queryClient.setQueryData<Customer>(userCenterKeys.customer(userId), (customer) =>
    customer
      ? { ...customer, is_email_verified: done.is_email_verified, is_phone_verified: done.is_phone_verified }
      : customer,
  );
}
