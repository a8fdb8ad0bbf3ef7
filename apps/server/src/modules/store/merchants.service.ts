import type { Merchant, MerchantInput } from "@ask/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../security/policy.js";
import { assertPublishable } from "../moderation/words.service.js";
import { type ProbeOptions, probeEmbeddable } from "./site-probe.js";
import {
  insertMerchant,
  merchantOwner,
  merchantWithId,
  presentMerchant,
  selectMerchants,
  updateMerchantRow,
} from "./store.queries.js";

type Input = z.output<typeof MerchantInput>;

export const merchantNotFound = () => new AppError(404, "merchant_not_found", "This merchant does not exist");

/** Every merchant, for the store page. */
export async function listMerchants(db: Db, callerId: number | null): Promise<Merchant[]> {
  const rows = await selectMerchants(db);
  return rows.map((r) => presentMerchant(r, callerId));
}

export async function getMerchant(db: Db, callerId: number | null, id: number): Promise<Merchant> {
  const [row] = await selectMerchants(db, merchantWithId(id));
  if (!row) throw merchantNotFound();
  return presentMerchant(row, callerId);
}

export interface MerchantSite {
  siteUrl: string | null;
  embeddable: boolean;
}

/**
 * The site address as stored, and whether it may be framed (probed over the network: call it outside
 * any transaction). The contract already refuses non-http(s) schemes; addresses with credentials in
 * them are refused here (they would leak into every page).
 */
export async function merchantSite(siteUrl: string | null, probe: ProbeOptions): Promise<MerchantSite> {
  if (siteUrl === null) return { siteUrl: null, embeddable: false };
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new AppError(400, "invalid_site_url", "The site address is not a valid URL");
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !url.hostname) {
    throw new AppError(400, "invalid_site_url", "The site address must be a plain http or https URL");
  }
  return { siteUrl, embeddable: await probeEmbeddable(url.toString(), probe) };
}

/** Opens a merchant owned by the caller (the route has checked the caller's role and probed the site). */
export async function createMerchant(
  db: Db,
  callerId: number,
  input: Input,
  site: MerchantSite,
): Promise<Merchant> {
  await assertPublishable(db, input.name, input.description);
  const row = await insertMerchant(db, callerId, {
    name: input.name,
    description: input.description,
    ...site,
  });
  if (!row) throw new Error("merchant not stored");
  return getMerchant(db, callerId, row.id);
}

/** Edits a merchant; only its owner may. */
export async function updateMerchant(
  db: Db,
  callerId: number,
  id: number,
  input: Input,
  probe: ProbeOptions,
): Promise<Merchant> {
  await requireMerchantOwner(db, callerId, id);
  await assertPublishable(db, input.name, input.description);
  const site = await merchantSite(input.site_url, probe);
  await updateMerchantRow(db, id, { name: input.name, description: input.description, ...site });
  return getMerchant(db, callerId, id);
}

/** 404 when the merchant does not exist, 403 when the caller does not own it. */
export async function requireMerchantOwner(db: Pick<Db, "select">, callerId: number, merchantId: number) {
  const owner = await merchantOwner(db, merchantId);
  if (owner === undefined) throw merchantNotFound();
  authorize(callerId, "merchant.change", { ownerId: owner });
}
