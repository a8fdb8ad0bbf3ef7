import type { VerificationSentResponse, VerifyPhoneRequest } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/verify-phone: sends an SMS code to the saved phone number (country = dial code). */
export const sendPhoneCode = (body: VerifyPhoneRequest) =>
  apiRequest<VerificationSentResponse>("/auth/verify-phone", { method: "POST", json: body });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
