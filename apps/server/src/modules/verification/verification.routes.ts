import {
  ErrorBody,
  VerificationDoneResponse,
  VerificationSentResponse,
  VerifyEmailCodeRequest,
  VerifyEmailRequest,
  VerifyPhoneCodeRequest,
  VerifyPhoneRequest,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import {
  confirmEmailCode,
  confirmPhoneCode,
  createVerifier,
  sendEmailCode,
  sendPhoneCode,
} from "./verification.service.js";

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const secured = { security: [{ bearer: [] }] };

/** Email and phone verification by one-time codes (issue 5). Identity comes from the token only. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = createVerifier(app);
  app.addHook("onClose", async () => verifier.email.close());
  const auth = { onRequest: app.authenticate };
  // Code sending costs an email or SMS: limited per user (after authentication), on the shared store.
  const sendLimit = {
    config: {
      rateLimit: app.routeRateLimit({
        max: app.config.verifyRateLimitPerMinute,
        per: "user",
        message: "Too many verification codes requested; try again later",
      }),
    },
  };

  app.post(
    "/auth/verify-email",
    {
      ...auth,
      ...sendLimit,
      schema: {
        tags: ["verification"],
        summary: "Send a code and a link to your saved email address (one per 60 s, valid 10 minutes)",
        ...secured,
        body: VerifyEmailRequest,
        response: { 200: VerificationSentResponse, ...errors, 502: ErrorBody },
      },
    },
    async (request) => sendEmailCode(verifier, currentUserId(request), request.body),
  );

  app.post(
    "/auth/verify-email-code",
    {
      ...auth,
      schema: {
        tags: ["verification"],
        summary: "Verify your email address with the code it received (or from the link's verify_email)",
        ...secured,
        body: VerifyEmailCodeRequest,
        response: { 200: VerificationDoneResponse, ...errors },
      },
    },
    async (request) => confirmEmailCode(verifier, currentUserId(request), request.body.code),
  );

  app.post(
    "/auth/verify-phone",
    {
      ...auth,
      ...sendLimit,
      schema: {
        tags: ["verification"],
        summary: "Send an SMS code to your saved phone number (one per 60 s, valid 10 minutes)",
        ...secured,
        body: VerifyPhoneRequest,
        response: { 200: VerificationSentResponse, ...errors, 502: ErrorBody },
      },
    },
    async (request) => sendPhoneCode(verifier, currentUserId(request), request.body),
  );

  app.post(
    "/auth/verify-phone-code",
    {
      ...auth,
      schema: {
        tags: ["verification"],
        summary: "Verify your phone number with the SMS code",
        ...secured,
        body: VerifyPhoneCodeRequest,
        response: { 200: VerificationDoneResponse, ...errors },
      },
    },
    async (request) => confirmPhoneCode(verifier, currentUserId(request), request.body),
  );
};
