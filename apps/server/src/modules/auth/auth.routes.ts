import { ErrorBody, LoginRequest, LoginResponse, MeResponse, RegisterRequest } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddressKey } from "../../lib/client-address.js";
import { currentUserId } from "../../plugins/auth.js";
import { authenticateUser, getUser, registerUser, toSessionUser } from "./auth.service.js";
import { LoginThrottled, type LoginThrottlePolicy, loginWindowSeconds } from "./login-throttle.js";
import { renewedToken } from "./renewed-token.js";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  // Per client address, counted on the shared store (all server processes together).
  const loginRateLimit = app.routeRateLimit({
    max: config.loginRateLimitPerMinute,
    message: "Too many login attempts from your address; try again later",
  });

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

  app.post(
    "/login",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["auth"],
        summary: "Log in (form-encoded username and password)",
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        body: LoginRequest,
        response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
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
  );

  app.post(
    "/register",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["auth"],
        summary: "Create an account; returns a session like /login",
        body: RegisterRequest,
        response: { 201: LoginResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { username, password, lang } = request.body;
      const user = await registerUser(db, username, password, lang);
      return reply.status(201).send(await issueToken(user));
    },
  );

  app.get(
    "/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "The logged-in user (with a renewed access_token when the role changed since login)",
        security: [{ bearer: [] }],
        response: { 200: MeResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await getUser(db, currentUserId(request));
      return {
        ...toSessionUser(user),
        created_at: user.createdAt.toISOString(),
        ...(await renewedToken(app, request.user, user)),
      };
    },
  );
};
