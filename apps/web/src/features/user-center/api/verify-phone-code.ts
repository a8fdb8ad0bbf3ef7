import { type VerifyPhoneCodeRequest, verificationRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { useConfirmCode } from "./verified-flags";

/** POST /api/auth/verify-phone-code: marks the phone verified when the SMS code matches. */
export const confirmPhoneCode = (body: VerifyPhoneCodeRequest) =>
  callEndpoint(verificationRoutes.confirmPhoneCode, { body });

export const useConfirmPhoneCode = (userId: number | undefined) => useConfirmCode(userId, confirmPhoneCode);
