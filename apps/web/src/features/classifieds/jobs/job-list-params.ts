import type { JobListParams } from "@ask/contracts";

/**
 * The state of /jobs lives in its URL; reading and writing it, and the API query it makes, are in
 * packages/contracts (listing-list-params.ts), shared with the server that writes the page's content.
 */

/** Whether any filter is set (the empty list then offers to clear them). */
export const hasJobFilters = (p: JobListParams) => Boolean(p.city || p.type || p.salary);
