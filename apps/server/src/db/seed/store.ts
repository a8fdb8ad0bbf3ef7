import type { Db } from "../client.js";

/** Demo merchants, products and stock. Runs once; true when it seeded. */
export async function seedStoreDemo(_db: Db): Promise<boolean> {
  return false;
}
