import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../lib/app-error.js";
import { currentRole } from "./roles.js";

/** preHandler: the caller's current role (from the database, not the token) must be admin. */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest) {
  if ((await currentRole(this.db, Number(request.user.sub))) !== "admin")
    throw forbidden("Administrators only");
}

/**
 * preHandler: the caller's current role must be moderator or admin. Moderators moderate content; they
 * never reach a money route (those are `admin`).
 */
export async function requireModerator(this: FastifyInstance, request: FastifyRequest) {
  const role = await currentRole(this.db, Number(request.user.sub));
  if (role !== "moderator" && role !== "admin") throw forbidden("Moderators and administrators only");
}
