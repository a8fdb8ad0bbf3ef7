import type { Db } from "../client.js";

/** Demo classified listings (housing, sales, housekeeping, jobs). Runs once; true when it seeded. */
export async function seedListingDemo(_db: Db): Promise<boolean> {
  return false;
}
