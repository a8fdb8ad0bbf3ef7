import type { Role } from "@ask/contracts";
import type { FastifyInstance } from "fastify";
import type { TokenClaims } from "../../plugins/auth.js";

/**
 * A token's `rv` claim is the user's role_version when it was issued. When it differs from the
 * current one (a role was granted or taken since), GET /api/me hands out a new token for the same
 * session — same expiry, current role and version — so the web app's stored token and role agree
 * with the server without a new login. Permission checks never trust the token's role anyway
 * (plugins/roles.ts reads the database).
 */
export async function renewedToken(
  app: Pick<FastifyInstance, "jwt">,
  claims: TokenClaims,
  user: { id: number; role: string; roleVersion: number },
): Promise<{ access_token?: string }> {
  if ((claims.rv ?? 0) === user.roleVersion) return {};
  const secondsLeft = claims.exp ? Math.floor(claims.exp - Date.now() / 1000) : 0;
  if (secondsLeft <= 0) return {};
  const access_token = await app.jwt.sign(
    { sub: String(user.id), role: user.role as Role, rv: user.roleVersion },
    { expiresIn: secondsLeft },
  );
  return { access_token };
}
