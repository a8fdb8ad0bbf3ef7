import { authEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddressKey } from "../../lib/client-address.js";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { authenticateUser, getUser, registerUser, toSessionUser } from "./auth.service.js";
import { LoginThrottled, type LoginThrottlePolicy, loginWindowSeconds } from "./login-throttle.js";
import { renewedToken } from "./renewed-token.js";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  // Per client address, counted on the shared store (all server processes together).
  const loginRateLimit = {
    config: {
      rateLimit: app.routeRateLimit({
        max: config.loginRateLimitPerMinute,
        message: "Too many login attempts from your address; try again later",
      }),
    },
  };

  const loginPolicy: LoginThrottlePolicy = {
    maxPerAddress: config.loginMaxFailuresPerAddress,
    backoffAfter: config.loginMaxFailuresPerUsername,
    backoffMaxMs: config.loginBackoffMaxMs,
    windowSeconds: loginWindowSeconds,
  };

  const issueToken = async (user: Parameters<typeof toSessionUser>[0]) => ({
    access_token: await app.jwt.sign({
      sub: String(user.id),
      role: toSessionUser(user).role,
      rv: user.roleVersion,
    }),
    token_type: "bearer" as const,
    expires_in: config.jwtTtlSeconds,
    user: toSessionUser(user),
  });

  route(
    app,
    api.login,
    async (request, reply) => {
      try {
        const user = await authenticateUser(
          db,
          {
            username: request.body.username,
            password: request.body.password,
            address: clientAddressKey(request.ip),
            lang: request.body.lang,
          },
          loginPolicy,
        );
        return await issueToken(user);
      } catch (err) {
        if (err instanceof LoginThrottled) reply.header("Retry-After", String(err.retryAfterSeconds));
        throw err;
      }
    },
    loginRateLimit,
  );

  route(
    app,
    api.register,
    async (request) => {
      const { username, password, lang } = request.body;
      return issueToken(await registerUser(db, username, password, lang));
    },
    loginRateLimit,
  );

  route(app, api.me, async (request) => {
    const user = await getUser(db, currentUserId(request));
    return {
      ...toSessionUser(user),
      created_at: user.createdAt.toISOString(),
      ...(await renewedToken(app, request.user, user)),
    };
  });
};
