import { documentTokens } from "../../lib/search-tokens.js";
import { housingDef } from "../../modules/listings/housing.service.js";
import type { ListingDef } from "../../modules/listings/listing.service.js";
import type { ListingTable, ValuesOf } from "../../modules/listings/listings.queries.js";
import { housekeepingDef, jobDef, saleDef } from "../../modules/listings/simple-listings.service.js";
import type { Db } from "../client.js";
import { tsvectorFromTokens } from "../rows.js";
import { users } from "../schema/index.js";
import { DEMO_LISTING_OWNERS } from "./content/listings.js";
import { DEMO_HOUSING } from "./content/listings-housing.js";
import { DEMO_JOBS } from "./content/listings-jobs.js";
import { DEMO_HOUSEKEEPING, DEMO_SALES } from "./content/listings-market.js";
import { demoAccountExists, unknowablePasswordHash } from "./demo-accounts.js";

const DAY_MS = 24 * 3600 * 1000;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Demo classified listings (housing, sales, housekeeping, jobs) in six cities and several languages,
 * posted by publisher and organization accounts with random passwords nobody knows. Listings go
 * through the same column mapping as the API (the listing definitions), so search vectors, fen
 * amounts and sanitized job HTML are exactly what a posted listing would have. No pictures: the
 * web shows its placeholder. Runs once: false when the first demo owner already exists.
 */
export async function seedListingDemo(db: Db): Promise<boolean> {
  const first = DEMO_LISTING_OWNERS[0];
  if (!first) return false;
  if (await demoAccountExists(db, first.username)) return false;

  // Hashing is slow on purpose: hash outside the transaction, all owners at once.
  const owners = await Promise.all(
    DEMO_LISTING_OWNERS.map(async (owner) => ({
      ...owner,
      passwordHash: await unknowablePasswordHash(),
    })),
  );

  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(
        owners.map((o) => ({
          username: o.username,
          passwordHash: o.passwordHash,
          role: o.role,
          lang: o.lang,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const ownerId = new Map(rows.map((r) => [r.username, r.id]));
    const need = (username: string): number => {
      const id = ownerId.get(username);
      if (id === undefined) throw new Error(`demo listing refers to unknown owner ${username}`);
      return id;
    };
    const now = Date.now();
    const base = (d: { owner: string; contact: string; phone: string; lat: number; lng: number }) => ({
      contact: d.contact,
      phone: d.phone,
      image_urls: [] as string[],
      lat: d.lat,
      lng: d.lng,
    });

    await insertAll(
      tx,
      housingDef,
      DEMO_HOUSING.map((h) => ({
        ownerId: need(h.owner),
        createdAt: new Date(now - h.daysAgo * DAY_MS),
        extra: { isVerified: h.verified ?? false },
        input: {
          ...base(h),
          title: h.title,
          category_id: h.categoryId,
          price: h.price,
          area: h.area,
          room: h.room,
          hall: h.hall,
          toilet: h.toilet,
          orientation: h.orientation,
          floor: h.floor,
          decoration: h.decoration,
          type: h.type,
          city: h.city,
          district: h.district,
          address: h.address,
          subway: h.subway,
          facilities: h.facilities,
          tag: h.tag,
          details: h.details,
          is_urgent: h.urgent ?? false,
          has_vr: h.vr ?? false,
          is_flat: h.flat ?? false,
        },
      })),
    );
    await insertAll(
      tx,
      saleDef,
      DEMO_SALES.map((s) => ({
        ownerId: need(s.owner),
        createdAt: new Date(now - s.daysAgo * DAY_MS),
        input: {
          ...base(s),
          title: s.title,
          category: s.category,
          price: s.price,
          location: s.location,
          description: s.description,
        },
      })),
    );
    await insertAll(
      tx,
      housekeepingDef,
      DEMO_HOUSEKEEPING.map((h) => ({
        ownerId: need(h.owner),
        createdAt: new Date(now - h.daysAgo * DAY_MS),
        input: {
          ...base(h),
          title: h.title,
          category: h.category,
          location: h.location,
          address: h.address,
          company: h.company,
          years: h.years,
          price_from: h.priceFrom,
          description: h.description,
        },
      })),
    );
    await insertAll(
      tx,
      jobDef,
      DEMO_JOBS.map((j) => ({
        ownerId: need(j.owner),
        createdAt: new Date(now - j.daysAgo * DAY_MS),
        input: {
          ...base(j),
          title: j.title,
          jobType: j.jobType,
          labels: j.labels,
          quantity: j.quantity,
          education: j.education,
          experience: j.experience,
          address: j.address,
          salary_min: j.salaryMin,
          salary_max: j.salaryMax,
          talkable: j.talkable,
          description: j.descriptionHtml,
          company: j.company,
        },
      })),
    );
  });
  return true;
}

/** One batch insert per kind, through the kind's own column mapping and search text. */
async function insertAll<T extends ListingTable, In, Out>(
  tx: Tx,
  def: ListingDef<T, In, Out>,
  items: { ownerId: number; createdAt: Date; input: In; extra?: Partial<ValuesOf<T>> }[],
): Promise<void> {
  if (!items.length) return;
  const values = items.map((item) => {
    const mapped = { ...def.values(item.input), ...item.extra };
    return {
      ...mapped,
      ownerId: item.ownerId,
      createdAt: item.createdAt,
      updatedAt: item.createdAt,
      searchVector: tsvectorFromTokens(documentTokens(def.searchText(mapped))),
    };
  });
  // The common-column view of the table (see listings.queries.ts): the values are the kind's own.
  await tx.insert(def.table as ListingTable).values(values as never);
}
