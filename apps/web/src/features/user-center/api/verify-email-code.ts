import { verificationRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { useConfirmCode } from "./verified-flags";

/** POST /api/auth/verify-email-code: the code typed in, or the one from the link's ?verify_email=. */
export const confirmEmailCode = (code: string) =>
  callEndpoint(verificationRoutes.confirmEmailCode, { body: { code } });

export const useConfirmEmailCode = (userId: number | undefined) => useConfirmCode(userId, confirmEmailCode);
