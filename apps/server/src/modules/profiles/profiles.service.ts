import { CustomerProfile } from "@ask/contracts";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { customerProfiles } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { assertSelf } from "../customers/customers.service.js";
import { assertPublishable } from "../moderation/words.service.js";

type Profile = z.output<typeof CustomerProfile>;

const EMPTY: Profile = CustomerProfile.parse({ edu: {}, work: {} });

export async function getProfile(db: Db, callerId: number, userId: number): Promise<Profile> {
  assertSelf(callerId, userId);
  const [row] = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, userId));
  if (!row) return EMPTY;
  return CustomerProfile.parse({
    edu: row.edu,
    work: row.work,
    interests: row.interests,
    identityTags: row.identityTags,
  });
}

/** Tags are kept once each (case-insensitively), in the order given. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function saveProfile(
  db: Db,
  callerId: number,
  userId: number,
  input: Profile,
): Promise<Profile> {
  assertSelf(callerId, userId);
  await assertPublishable(db, input);
  const year = new Date().getUTCFullYear();
  if (input.edu.startYear !== null && input.edu.startYear > year) {
    throw new AppError(400, "validation_error", "The start year cannot be in the future");
  }
  const values = {
    edu: input.edu,
    work: input.work,
    interests: uniqueTags(input.interests),
    identityTags: uniqueTags(input.identityTags),
  };
  await db
    .insert(customerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
  return getProfile(db, callerId, userId);
}

/** Suggestions for the chip inputs: the most used existing tags that start with or contain q. */
export async function tagSuggestions(
  db: Db,
  kind: "interests" | "identityTags",
  q: string,
): Promise<string[]> {
  const column = kind === "interests" ? sql.raw("interests") : sql.raw("identity_tags");
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`select tag from (
        select jsonb_array_elements_text(${column}) as tag from customer_profiles
      ) t where ${q} = '' or lower(tag) like '%' || lower(${q}) || '%'
      group by tag order by count(*) desc, tag limit 20`,
  );
  return rows.map((r) => r.tag);
}
