import type { VerificationDoneResponse } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { patchVerifiedFlags } from "./verified-flags";

/** POST /api/auth/verify-email-code: the code typed in, or the one from the link's ?verify_email=. */
export const confirmEmailCode = (code: string) =>
  apiRequest<VerificationDoneResponse>("/auth/verify-email-code", { method: "POST", json: { code } });

export const useConfirmEmailCode = (userId: number | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailCode,
    onSuccess: (done) => patchVerifiedFlags(queryClient, userId, done),
  });
};
