import {
  HOUSING_CATEGORIES,
  HOUSING_DECORATIONS,
  HOUSING_PRICE_BUCKETS,
  HOUSING_ROOM_OPTIONS,
  HOUSING_SIZE_BUCKETS,
  HOUSING_TABS,
  HOUSING_TYPES,
  type HousingTab,
  PAGE_SIZES,
} from "@ask/contracts";

export type HousingType = (typeof HOUSING_TYPES)[number];
export type HousingDecoration = (typeof HOUSING_DECORATIONS)[number];
export type PriceBucket = (typeof HOUSING_PRICE_BUCKETS)[number]["key"];
export type SizeBucket = (typeof HOUSING_SIZE_BUCKETS)[number]["key"];
export type RoomOption = (typeof HOUSING_ROOM_OPTIONS)[number];

/** The state of /houses as the URL holds it, so reload and back restore the screen. */
export interface HousingListParams {
  top?: number;
  category?: number;
  city?: string;
  price?: PriceBucket;
  size?: SizeBucket;
  room?: RoomOption;
  type?: HousingType;
  decoration?: HousingDecoration;
  tab: HousingTab;
  pageSize: number;
  page: number;
}

/** The query GET /api/housing takes (HousingListQuery), with only the fields in use. */
export interface HousingQuery {
  page: number;
  page_size: number;
  top_category_id?: number;
  category_id?: number;
  city?: string;
  price_min?: number;
  price_max?: number;
  size_min?: number;
  size_max?: number;
  room?: number;
  type?: HousingType;
  decoration?: HousingDecoration;
  tab?: HousingTab;
}

const oneOf = <T extends string | number>(options: readonly T[], value: unknown): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : undefined;
};

const PARENTS = HOUSING_CATEGORIES.filter((c) => c.parent_id === null);
const CHILDREN = HOUSING_CATEGORIES.filter((c) => c.parent_id !== null);
const PAGE_SIZE_OPTIONS: readonly number[] = PAGE_SIZES.housing;

/** Reads the URL; unknown or inconsistent values fall back to "any" instead of failing. */
export function parseHousingListParams(params: URLSearchParams): HousingListParams {
  const top = oneOf(
    PARENTS.map((c) => c.id),
    positiveInt(params.get("top_category_id")),
  );
  const child = CHILDREN.find((c) => c.id === positiveInt(params.get("category_id")));
  const city = (params.get("city") ?? "").trim().slice(0, 40);
  // A child category implies its parent; a child of another parent than the one given is dropped.
  const childFits = child !== undefined && (top === undefined || top === child.parent_id);
  return {
    top: childFits ? child.parent_id : top,
    category: childFits ? child.id : undefined,
    city: city || undefined,
    price: oneOf(
      HOUSING_PRICE_BUCKETS.map((b) => b.key),
      params.get("price"),
    ),
    size: oneOf(
      HOUSING_SIZE_BUCKETS.map((b) => b.key),
      params.get("size"),
    ),
    room: oneOf(HOUSING_ROOM_OPTIONS, Number(params.get("room"))),
    type: oneOf(HOUSING_TYPES, params.get("type")),
    decoration: oneOf(HOUSING_DECORATIONS, params.get("decoration")),
    tab: oneOf(HOUSING_TABS, params.get("tab")) ?? "all",
    pageSize: oneOf(PAGE_SIZE_OPTIONS, Number(params.get("page_size"))) ?? PAGE_SIZES.housingDefault,
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** Back to URL parameters; defaults are left out so URLs stay short. */
export function housingListSearch(p: HousingListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.top) out.set("top_category_id", String(p.top));
  if (p.category) out.set("category_id", String(p.category));
  if (p.city) out.set("city", p.city);
  if (p.price) out.set("price", p.price);
  if (p.size) out.set("size", p.size);
  if (p.room) out.set("room", String(p.room));
  if (p.type) out.set("type", p.type);
  if (p.decoration) out.set("decoration", p.decoration);
  if (p.tab !== "all") out.set("tab", p.tab);
  if (p.pageSize !== PAGE_SIZES.housingDefault) out.set("page_size", String(p.pageSize));
  if (p.page > 1) out.set("page", String(p.page));
  return out;
}

/** The API query: buckets become min/max bounds (prices in 万 yuan, sizes in m²). */
export function toHousingQuery(p: HousingListParams): HousingQuery {
  const price: { min?: number; max?: number } | undefined = HOUSING_PRICE_BUCKETS.find(
    (b) => b.key === p.price,
  );
  const size: { min?: number; max?: number } | undefined = HOUSING_SIZE_BUCKETS.find((b) => b.key === p.size);
  const query: HousingQuery = {
    page: p.page,
    page_size: p.pageSize,
    top_category_id: p.category ? undefined : p.top,
    category_id: p.category,
    city: p.city,
    price_min: price?.min,
    price_max: price?.max,
    size_min: size?.min,
    size_max: size?.max,
    room: p.room,
    type: p.type,
    decoration: p.decoration,
    tab: p.tab === "all" ? undefined : p.tab,
  };
  // Leave unset fields out so the cache key stays stable.
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as HousingQuery;
}

/** How many filters (besides tab and page) are set: shown on the phone's collapsed filter button. */
export const activeFilterCount = (p: HousingListParams) =>
  [p.top, p.city, p.price, p.size, p.room, p.type, p.decoration].filter((v) => v !== undefined).length;
