import type { Customer, VerificationDoneResponse } from "@ask/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { userCenterKeys } from "./keys";

/**
 * Writes the flags a successful verification returns into the cached customer record, then
 * refetches it: a fetch that started before the verification (e.g. the user centre opened from
 * the email's link) would otherwise overwrite the new flags with the old ones. That fetch is
 * cancelled first: while the record has no data yet, a refetch would join it instead of replacing it.
 */
export async function patchVerifiedFlags(
  queryClient: QueryClient,
  userId: number | undefined,
  done: VerificationDoneResponse,
): Promise<void> {
  const key = userCenterKeys.customer(userId);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<Customer>(key, (customer) =>
    customer
      ? { ...customer, is_email_verified: done.is_email_verified, is_phone_verified: done.is_phone_verified }
      : customer,
  );
  return queryClient.invalidateQueries({ queryKey: key });
}

/** Confirms a verification code; the flags it returns go into the cached customer record. */
export const useConfirmCode = <V>(
  userId: number | undefined,
  confirm: (input: V) => Promise<VerificationDoneResponse>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirm,
    onSuccess: (done) => patchVerifiedFlags(queryClient, userId, done),
  });
};
