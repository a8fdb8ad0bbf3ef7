import { LISTING_POSTER_ROLES, type ListingKind } from "@ask/contracts";

/**
 * Formatting shared by the classified screens (sales, housekeeping, and any other listing kind).
 * Pure functions, so they are unit tested without a browser.
 */

const intlLocale = (lang: string) => lang.replace("_", "-");

/** Isolates a left-to-right run (amounts, phone numbers) so it keeps its order inside Arabic text. */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** "3.2" below 10 km, "12" from 10 km on (spec: x km away). */
export function formatKm(km: number, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
];

/**
 * A posting date as people read it on a classified board: "5 minutes ago", "yesterday", "3 days ago"
 * within a week, the calendar date after that. Localized by Intl (no translation keys needed).
 */
export function formatPostedAt(iso: string, lang: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  const locale = intlLocale(lang);
  if (seconds >= 7 * 24 * 60 * 60) {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
  }
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (seconds < 60) return rtf.format(0, "second");
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [u, s] of UNITS) {
    if (seconds >= s) {
      unit = u;
      size = s;
    }
  }
  return rtf.format(-Math.floor(seconds / size), unit);
}

/** The shape every listing list page shares (GET /api/<kind>?page&page_size). */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * The next page to load with "load more", or undefined when done: more exists only while the last
 * page came back full and fewer than `total` items have been loaded.
 */
export function nextPageAfter<T>(
  last: ListPage<T>,
  pages: ListPage<T>[],
  pageSize: number,
): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  return last.items.length >= pageSize && loaded < last.total ? pages.length + 1 : undefined;
}

/**
 * All loaded items in order, without repeats: when someone posts while a visitor pages through a
 * list, the offsets shift and the next page may repeat an item already shown.
 */
export function uniqueItems<T extends { id: number }>(pages: ListPage<T>[] | undefined): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** A positive integer id from the query string (?id=), or null. */
export function parseListingId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Whether a user may post a listing of this kind (issue 6: sales anyone, the rest publishers and up). */
export function canPostListing(kind: ListingKind, role: string | null | undefined): boolean {
  if (!role) return false;
  const allowed = LISTING_POSTER_ROLES[kind];
  return allowed === "any" || allowed.includes(role);
}

/** What a listing's card and its detail header show under the title: place, age, views and distance. */
export const listingMeta = (listing: {
  location: string;
  created_at: string;
  views: number;
  lat: number | null;
  lng: number | null;
}) => ({
  location: listing.location,
  createdAt: listing.created_at,
  views: listing.views,
  lat: listing.lat,
  lng: listing.lng,
});

/** An OpenStreetMap search for the address (no key, works everywhere): job, housing and sale details. */
export const mapSearchUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
