import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { users } from "../db/schema/index.js";
import { forbidden } from "../lib/app-error.js";

/** The caller's current role, read from the database (a token's role may be older than a grant). */
export async function currentRole(db: Pick<Db, "select">, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role;
}

/** preHandler factory: the caller's current role must be one of `roles`, else 403 forbidden. */
export function requireRole(...roles: string[]) {
  return async function (this: FastifyInstance, request: FastifyRequest) {
    const role = await currentRole(this.db, Number(request.user.sub));
    if (!role || !roles.includes(role)) throw forbidden(`Only ${roles.join(", ")} accounts may do this`);
  };
}
