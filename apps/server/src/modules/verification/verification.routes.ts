import { verificationEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import {
  confirmEmailCode,
  confirmPhoneCode,
  createVerifier,
  sendEmailCode,
  sendPhoneCode,
} from "./verification.service.js";

/** Email and phone verification by one-time codes (issue 5). Identity comes from the token only. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = createVerifier(app);
  app.addHook("onClose", async () => verifier.email.close());
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

  route(
    app,
    api.sendEmailCode,
    async (request) => sendEmailCode(verifier, currentUserId(request), request.body),
    sendLimit,
  );
  route(app, api.confirmEmailCode, async (request) =>
    confirmEmailCode(verifier, currentUserId(request), request.body.code),
  );
  route(
    app,
    api.sendPhoneCode,
    async (request) => sendPhoneCode(verifier, currentUserId(request), request.body),
    sendLimit,
  );
  route(app, api.confirmPhoneCode, async (request) =>
    confirmPhoneCode(verifier, currentUserId(request), request.body),
  );
};
