import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { users } from "../db/schema/index.js";
import { forbidden } from "../lib/app-error.js";

/** preHandler: the caller's current role (from the database, not the token) must be admin. */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest) {
  const [user] = await this.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, Number(request.user.sub)));
  if (user?.role !== "admin") throw forbidden("Administrators only");
}
