import { type VerifyEmailRequest, verificationRoutes } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

/** POST /api/auth/verify-email: sends a code and a link to the saved email address. */
export const sendEmailCode = (body: VerifyEmailRequest) =>
  callEndpoint(verificationRoutes.sendEmailCode, { body });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
