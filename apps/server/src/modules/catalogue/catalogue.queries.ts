import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { categories, channels } from "../../db/schema/index.js";

export function listChannels(db: Db) {
  return db.select().from(channels).orderBy(asc(channels.sort), asc(channels.id));
}

export async function channelExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id)).limit(1);
  return rows.length > 0;
}

export function listCategoriesOfChannel(db: Db, channelId: number) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.channelId, channelId))
    .orderBy(asc(categories.sort), asc(categories.id));
}
