import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { countries, slogans } from "../../db/schema/index.js";

export async function findSlogan(db: Db, lang: string): Promise<string | undefined> {
  const rows = await db.select().from(slogans).where(eq(slogans.lang, lang)).limit(1);
  return rows[0]?.text;
}

export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.name));
}
