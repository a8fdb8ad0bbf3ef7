import { sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { categories, channels, countries, coupons, slogans } from "../schema/index.js";
import { CHANNELS } from "./content/channels.js";
import { COUNTRIES } from "./content/countries.js";
import { COUPONS } from "./content/coupons.js";
import { SLOGANS } from "./content/slogans.js";

/**
 * Reference data (channels, categories, slogans, countries), upserted by stable keys so that it can
 * run at every start and after every change of the data files without duplicating rows.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [channelIndex, channel] of CHANNELS.entries()) {
      const [row] = await tx
        .insert(channels)
        .values({ key: channel.icon, icon: channel.icon, sort: channelIndex, i18n: channel.i18n })
        .onConflictDoUpdate({
          target: channels.key,
          set: { icon: channel.icon, sort: channelIndex, i18n: channel.i18n },
        })
        .returning({ id: channels.id });
      if (!row) throw new Error(`channel ${channel.icon} was not stored`);
      for (const [topIndex, top] of channel.categories.entries()) {
        const parentId = await upsertCategory(tx, row.id, null, top.key, topIndex, top.i18n);
        for (const [childIndex, child] of top.children.entries()) {
          await upsertCategory(tx, row.id, parentId, child.key, childIndex, child.i18n);
        }
      }
    }
    for (const [lang, text] of Object.entries(SLOGANS)) {
      await tx
        .insert(slogans)
        .values({ lang, text })
        .onConflictDoUpdate({ target: slogans.lang, set: { text } });
    }
    for (const c of COUPONS) {
      const values = {
        code: c.code,
        amountFen: Math.round(c.amountYuan * 100),
        thresholdFen: Math.round(c.thresholdYuan * 100),
        description: c.description,
      };
      await tx.insert(coupons).values(values).onConflictDoUpdate({ target: coupons.code, set: values });
    }
    await tx
      .insert(countries)
      .values(COUNTRIES)
      .onConflictDoUpdate({
        target: countries.code,
        set: {
          name: sql`excluded.name`,
          currency: sql`excluded.currency`,
          dialingCode: sql`excluded.dialing_code`,
        },
      });
  });
}

async function upsertCategory(
  tx: Pick<Db, "insert">,
  channelId: number,
  parentId: number | null,
  key: string,
  sort: number,
  i18n: Record<string, string>,
): Promise<number> {
  const [row] = await tx
    .insert(categories)
    .values({ key, channelId, parentId, sort, i18n })
    .onConflictDoUpdate({ target: categories.key, set: { channelId, parentId, sort, i18n } })
    .returning({ id: categories.id });
  if (!row) throw new Error(`category ${key} was not stored`);
  return row.id;
}
