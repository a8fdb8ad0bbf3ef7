import { type VerifyPhoneRequest, verificationRoutes } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** POST /api/auth/verify-phone: sends an SMS code to the saved phone number (country = dial code). */
export const sendPhoneCode = (body: VerifyPhoneRequest) =>
  callEndpoint(verificationRoutes.sendPhoneCode, { body });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
