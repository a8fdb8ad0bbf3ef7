import type { Role } from "@ask/contracts";
import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.js";

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.role_version when the token was issued (absent in tokens older than the claim). */
  rv?: number;
  /** Set by the signer: expiry, seconds since the epoch. */
  exp?: number;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: rejects a request without a valid bearer token (401). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: verifies a bearer token when one is sent (401 if bad), lets anonymous requests through. */
    optionalAuthenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The caller's id when a valid token was sent, else null (routes open to visitors). */
export function optionalUserId(request: FastifyRequest): number | null {
  return request.user ? Number(request.user.sub) : null;
}

/** The caller's user id, from the verified token only (never from the body or query). */
export function currentUserId(request: FastifyRequest): number {
  return Number(request.user.sub);
}

const isExpired = (err: unknown) => (err as { code?: string }).code === "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED";

export interface AuthOptions {
  /** Signs new tokens and verifies them. */
  secret: string;
  /** The secret before the last rotation (JWT_SECRET_PREVIOUS): its tokens are accepted until they expire. */
  previousSecret?: string | undefined;
  ttlSeconds: number;
  /** Whether an account is banned now: its valid tokens are refused (401 account_banned). */
  isBanned?: (userId: number) => boolean;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.ttlSeconds } });
  const { previousSecret, isBanned } = opts;
  const verify = async (request: FastifyRequest) => {
    try {
      try {
        await request.jwtVerify();
      } catch (err) {
        if (!previousSecret || isExpired(err)) throw err;
        // Not valid under the current secret: maybe signed before the rotation.
        await request.jwtVerify({ key: previousSecret });
      }
    } catch (err) {
      throw isExpired(err)
        ? new AppError(401, "token_expired", "Your session has expired, please log in again")
        : new AppError(401, "unauthorized", "Invalid authentication token");
    }
    // A banned account's tokens stop working the moment the ban commits, however long they had left.
    if (isBanned?.(Number(request.user.sub))) {
      throw new AppError(401, "account_banned", "This account is suspended");
    }
  };
  app.decorate("authenticate", async (request: FastifyRequest) => {
    if (!request.headers.authorization) {
      throw new AppError(401, "unauthorized", "Authentication required");
    }
    await verify(request);
  });
  app.decorate("optionalAuthenticate", async (request: FastifyRequest) => {
    if (request.headers.authorization) await verify(request);
  });
});
