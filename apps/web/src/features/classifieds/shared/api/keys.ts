import { ApiError } from "../../../../lib/api-client";
import { useSession } from "../../../../lib/session";

/**
 * Query keys of the classified listings. The viewer id is part of every key: responses carry
 * `is_mine`, so one account never sees another's cached flags. Everything starts with "listings", so
 * the posting screens can invalidate all of it after a change.
 */
export const listingKeys = {
  all: ["listings"] as const,
  kind: (kind: string) => ["listings", kind] as const,
  section: (kind: string, category: string, viewer: number) =>
    ["listings", kind, "list", category, viewer] as const,
  detail: (kind: string, id: number, viewer: number) => ["listings", kind, "detail", id, viewer] as const,
};

/** The signed-in viewer's id, 0 for a visitor (part of the cache keys). */
export const useViewerId = () => useSession().user?.id ?? 0;

/**
 * Spec 8: failures loading listings are logged; the screen shows an empty or failed state, never a
 * stack. A cancelled request (the user moved on) is not a failure.
 */
export async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as Error | undefined)?.name !== "AbortError") console.warn(`listings: ${what} failed`, error);
    throw error;
  }
}

/** A listing that does not exist (bad id, deleted): the screen says so instead of failing. */
export const isListingNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === "listing_not_found");
