import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";

/** What decides an account's tier: its age and whether its phone is verified. */
export async function selectAccountStanding(db: Pick<Db, "select">, userId: number) {
  const [row] = await db
    .select({ createdAt: users.createdAt, isPhoneVerified: users.isPhoneVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
