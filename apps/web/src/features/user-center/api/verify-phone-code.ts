import type { VerificationDoneResponse, VerifyPhoneCodeRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { patchVerifiedFlags } from "./verified-flags";

/** POST /api/auth/verify-phone-code: marks the phone verified when the SMS code matches. */
export const confirmPhoneCode = (body: VerifyPhoneCodeRequest) =>
  apiRequest<VerificationDoneResponse>("/auth/verify-phone-code", { method: "POST", json: body });

export const useConfirmPhoneCode = (userId: number | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (done) => patchVerifiedFlags(queryClient, userId, done),
  });
};
