import { LISTING_KINDS, LISTING_POSTER_ROLES, type ListingKind } from "@ask/contracts";

/** The kinds the generic editor at /post/:kind handles (housing has its own editor). */
export const EDITOR_KINDS = ["sales", "housekeeping", "jobs"] as const;
export type EditorKind = (typeof EDITOR_KINDS)[number];

export const isEditorKind = (kind: string | undefined): kind is EditorKind =>
  (EDITOR_KINDS as readonly string[]).includes(kind ?? "");

export const isListingKind = (kind: string | undefined): kind is ListingKind =>
  (LISTING_KINDS as readonly string[]).includes(kind ?? "");

/** Whether a role may post a kind (the server enforces the same rule with 403). */
export function canPost(kind: ListingKind, role: string | undefined | null): boolean {
  const allowed = LISTING_POSTER_ROLES[kind];
  if (!role) return false;
  return allowed === "any" || allowed.includes(role);
}

/** Where a listing is shown. */
export function detailPath(kind: ListingKind, id: number): string {
  switch (kind) {
    case "housing":
      return `/houseDetail?id=${id}`;
    case "sales":
      return `/saleDetail?id=${id}`;
    case "housekeeping":
      return `/housekeepingDetail?id=${id}`;
    case "jobs":
      return `/jobDetail?id=${id}`;
  }
}

/** Where a listing is edited (housing has its own editor under the same prefix). */
export const editPath = (kind: ListingKind, id: number) => `/post/${kind}/${id}`;
export const newPath = (kind: ListingKind) => `/post/${kind}`;

/** A positive 32-bit id from the address, or null. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
