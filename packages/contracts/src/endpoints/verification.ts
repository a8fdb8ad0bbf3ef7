import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import { verificationRoutes } from "../routes/verification.js";
import {
  VerificationDoneResponse,
  VerificationSentResponse,
  VerifyEmailCodeRequest,
  VerifyEmailRequest,
  VerifyPhoneCodeRequest,
  VerifyPhoneRequest,
} from "../verification.js";

const errors: ErrorStatus[] = [400, 401, 403, 404, 409, 429];
/** Sending a code may fail at the mail or SMS provider. */
const sendErrors: ErrorStatus[] = [...errors, 502];

/** Email and phone verification by one-time codes (issue 5). Identity comes from the token only. */
export const verificationEndpoints = defineEndpoints(verificationRoutes, {
  sendEmailCode: {
    access: "user",
    tags: ["verification"],
    summary: "Send a code and a link to your saved email address (one per 60 s, valid 10 minutes)",
    body: VerifyEmailRequest,
    response: VerificationSentResponse,
    errors: sendErrors,
  },
  confirmEmailCode: {
    access: "user",
    tags: ["verification"],
    summary: "Verify your email address with the code it received (or from the link's verify_email)",
    body: VerifyEmailCodeRequest,
    response: VerificationDoneResponse,
    errors,
  },
  sendPhoneCode: {
    access: "user",
    tags: ["verification"],
    summary: "Send an SMS code to your saved phone number (one per 60 s, valid 10 minutes)",
    body: VerifyPhoneRequest,
    response: VerificationSentResponse,
    errors: sendErrors,
  },
  confirmPhoneCode: {
    access: "user",
    tags: ["verification"],
    summary: "Verify your phone number with the SMS code",
    body: VerifyPhoneCodeRequest,
    response: VerificationDoneResponse,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    verification: typeof verificationEndpoints;
  }
}
