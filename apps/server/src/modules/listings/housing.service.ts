import {
  HOUSING_CATEGORIES,
  type Housing,
  type HousingCities,
  type HousingInput,
  type HousingList,
  type HousingListQuery,
} from "@ask/contracts";
import { eq, gte, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { housing } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { baseValues, type ListingDef, listListings, presentBase } from "./listing.service.js";
import * as q from "./listings.queries.js";

type In = z.output<typeof HousingInput>;
type Query = z.output<typeof HousingListQuery>;

const TAB_COLUMN = {
  verified: housing.isVerified,
  vr: housing.hasVr,
  urgent: housing.isUrgent,
  flat: housing.isFlat,
} as const;

function parentOf(categoryId: number): number {
  const category = HOUSING_CATEGORIES.find((c) => c.id === categoryId);
  if (!category?.parent_id) throw new AppError(400, "invalid_category", "Choose a housing sub-category");
  return category.parent_id;
}

/** Yuan per m², rounded to whole yuan (price is in 万 yuan). */
export const unitPrice = (priceWan: number, area: number) => Math.round((priceWan * 10_000) / area);

export const housingDef: ListingDef<typeof housing, In, Housing> = {
  kind: "housing",
  table: housing,
  values: (input) => ({
    ...baseValues(input),
    categoryId: input.category_id,
    topCategoryId: parentOf(input.category_id),
    priceWan: input.price,
    area: input.area,
    room: input.room,
    hall: input.hall,
    toilet: input.toilet,
    orientation: input.orientation,
    floor: input.floor,
    decoration: input.decoration,
    type: input.type,
    city: input.city,
    district: input.district,
    address: input.address,
    subway: input.subway,
    facilities: input.facilities,
    tag: input.tag,
    details: input.details,
    isUrgent: input.is_urgent,
    hasVr: input.has_vr,
    isFlat: input.is_flat,
  }),
  searchText: (v) =>
    [v.title, v.city, v.district, v.address, v.subway, v.tag, v.details, ...(v.facilities ?? [])].join(" "),
  present: (owned, viewerId) => {
    const r = owned.row;
    return {
      ...presentBase(owned, viewerId),
      category_id: r.categoryId,
      top_category_id: r.topCategoryId,
      price: r.priceWan,
      unit_price: unitPrice(r.priceWan, r.area),
      area: r.area,
      room: r.room,
      hall: r.hall,
      toilet: r.toilet,
      orientation: r.orientation as Housing["orientation"],
      floor: r.floor,
      decoration: r.decoration as Housing["decoration"],
      type: r.type as Housing["type"],
      city: r.city,
      district: r.district,
      address: r.address,
      subway: r.subway,
      facilities: r.facilities,
      tag: r.tag,
      details: r.details,
      is_verified: r.isVerified,
      has_vr: r.hasVr,
      is_urgent: r.isUrgent,
      is_flat: r.isFlat,
    };
  },
};

/** The housing list's filters; an unknown category is a 400, never an empty page. */
function housingFilters(query: Query): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  if (query.category_id !== undefined) {
    const category = HOUSING_CATEGORIES.find((c) => c.id === query.category_id);
    if (!category) throw new AppError(400, "invalid_category", "Unknown housing category");
    // A parent id given as category_id means the whole parent.
    filters.push(
      category.parent_id === null
        ? eq(housing.topCategoryId, category.id)
        : eq(housing.categoryId, category.id),
    );
  }
  if (query.top_category_id !== undefined) {
    const top = HOUSING_CATEGORIES.find((c) => c.id === query.top_category_id && c.parent_id === null);
    if (!top) throw new AppError(400, "invalid_category", "Unknown housing parent category");
    filters.push(eq(housing.topCategoryId, top.id));
  }
  if (query.city) filters.push(eq(housing.city, query.city));
  if (query.price_min !== undefined) filters.push(gte(housing.priceWan, query.price_min));
  // Ranges include their minimum and exclude their maximum, so the buckets 0–200, 200–500 and 500+
  // never both show a listing priced exactly 200.
  if (query.price_max !== undefined) filters.push(lt(housing.priceWan, query.price_max));
  if (query.size_min !== undefined) filters.push(gte(housing.area, query.size_min));
  if (query.size_max !== undefined) filters.push(lt(housing.area, query.size_max));
  if (query.room !== undefined) {
    filters.push(query.room >= 3 ? gte(housing.room, 3) : eq(housing.room, query.room));
  }
  if (query.type) filters.push(eq(housing.type, query.type));
  if (query.decoration) filters.push(eq(housing.decoration, query.decoration));
  if (query.tab !== "all") filters.push(eq(TAB_COLUMN[query.tab], true));
  return filters;
}

export function listHousing(db: Db, viewerId: number | null, query: Query): Promise<HousingList> {
  return listListings(db, housingDef, viewerId, query, housingFilters(query));
}

export async function listHousingCities(db: Db): Promise<HousingCities> {
  return { items: await q.housingCities(db) };
}
