import type { HousingListParams } from "@ask/contracts";

/**
 * The state of /houses lives in its URL; reading and writing it, and the API query it makes, are in
 * packages/contracts (listing-list-params.ts), shared with the server that writes the page's content.
 */

/** How many filters (besides tab and page) are set: shown on the phone's collapsed filter button. */
export const activeFilterCount = (p: HousingListParams) =>
  [p.top, p.city, p.price, p.size, p.room, p.type, p.decoration].filter((v) => v !== undefined).length;
