import type { VerificationSentResponse, VerifyEmailRequest } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/verify-email: sends a code and a link to the saved email address. */
export const sendEmailCode = (body: VerifyEmailRequest) =>
  apiRequest<VerificationSentResponse>("/auth/verify-email", { method: "POST", json: body });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
