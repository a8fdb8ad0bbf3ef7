import {
  AVATAR_LIMITS,
  type Customer,
  type CustomerDetail,
  DEFAULT_LOCALE,
  type Locale,
  type Role,
  type UpdateCustomerRequest,
} from "@ask/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { authorize } from "../../security/policy.js";
import { assertPublishable } from "../moderation/words.service.js";
import { publicRank } from "../rank/rank.service.js";
import type { FileStore } from "../uploads/file-store.js";
import { storedImageSize } from "../uploads/image-dimensions.js";
import { findUpload, uploadIdOf } from "../uploads/uploads.service.js";
import * as q from "./customers.queries.js";

type UpdateInput = z.output<typeof UpdateCustomerRequest>;

export function presentCustomer(row: q.UserRow): Customer {
  return {
    id: row.id,
    username: row.username,
    name: row.displayName,
    country: row.country,
    phone: row.phone,
    address: row.address,
    email: row.email,
    is_phone_verified: row.isPhoneVerified,
    is_email_verified: row.isEmailVerified,
    avatar: row.avatar,
    status: row.status,
    location: row.location,
    role: row.role as Role,
    expert_id: row.expertId,
    lang: (row.lang as Locale | null) ?? null,
  };
}

export function assertSelf(callerId: number, customerId: number) {
  authorize(callerId, "account.read_or_change", { ownerId: customerId });
}

/** GET /customers?username=: the spec's client looks itself up by name; nobody can look up others. */
export async function searchCustomers(db: Db, callerId: number, username: string) {
  const row = await q.findUserByName(db, username);
  return { items: row && row.id === callerId ? [presentCustomer(row)] : [] };
}

export async function getCustomer(db: Db, callerId: number, id: number): Promise<Customer> {
  assertSelf(callerId, id);
  const row = await q.findUser(db, id);
  if (!row) throw notFound("Customer");
  return presentCustomer(row);
}

/**
 * The public card of any user (the poster profile): name, avatar, status, location, role, level and the
 * force rank's name in the reader's `lang`. Never contact data (phone, email, address, country).
 */
export async function customerDetail(db: Db, id: number, lang?: Locale): Promise<CustomerDetail> {
  const row = await q.findUser(db, id);
  if (!row) throw notFound("Customer");
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    status: row.status,
    location: row.location,
    role: row.role as Role,
    level: row.level,
    ...(await publicRank(db, id, lang ?? DEFAULT_LOCALE)),
  };
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * Updates the caller's own record. Verification flags are never taken from the request: a changed
 * email is unverified again, and a changed phone or country makes the phone unverified (spec 4).
 */
export async function updateCustomer(db: Db, callerId: number, customerId: number, input: UpdateInput) {
  assertSelf(callerId, customerId);
  // What others see of the account: its name and location (contact details are private).
  await assertPublishable(db, input.name, input.location);
  return db.transaction(async (tx) => {
    const current = await q.findUser(tx, customerId);
    if (!current) throw notFound("Customer");
    const email = blankToNull(input.email?.toLowerCase());
    const phone = blankToNull(input.phone);
    const country = input.country === undefined ? undefined : input.country || null;
    if (country && !(await q.countryExists(tx, country))) {
      throw new AppError(400, "validation_error", "Unknown country");
    }
    const emailChanged = email !== undefined && email !== current.email;
    const phoneChanged =
      (phone !== undefined && phone !== current.phone) ||
      (country !== undefined && country !== current.country);
    const row = await q.updateUser(tx, customerId, {
      ...(input.lang !== undefined ? { lang: input.lang } : {}),
      ...(input.name !== undefined ? { displayName: blankToNull(input.name) } : {}),
      ...(input.address !== undefined ? { address: blankToNull(input.address) } : {}),
      ...(input.location !== undefined ? { location: blankToNull(input.location) } : {}),
      ...(email !== undefined ? { email } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(country !== undefined ? { country } : {}),
      ...(emailChanged ? { isEmailVerified: false } : {}),
      // A changed phone is unverified and releases its number for whoever verifies it next.
      ...(phoneChanged ? { isPhoneVerified: false, verifiedPhone: null } : {}),
    });
    if (!row) throw notFound("Customer");
    return presentCustomer(row);
  });
}

/**
 * The avatar must be a JPEG/PNG the caller uploaded through /upload/image, bounded tighter than
 * uploads in general (AVATAR_LIMITS): at most 2 MB (413 avatar_too_large) and 4096 px on either
 * side, read from the image header (400 avatar_dimensions_too_large; unreadable: 415).
 */
export async function updateAvatar(
  db: Db,
  store: FileStore,
  callerId: number,
  customerId: number,
  url: string,
) {
  assertSelf(callerId, customerId);
  const id = uploadIdOf(url);
  const upload = id ? await findUpload(db, id) : undefined;
  if (!upload || upload.ownerId !== callerId) {
    throw new AppError(400, "not_your_upload", "The avatar must be an image you uploaded");
  }
  if (!["image/jpeg", "image/png"].includes(upload.mime)) {
    throw new AppError(415, "invalid_file_type", "Only JPEG or PNG avatars are supported");
  }
  if (upload.size > AVATAR_LIMITS.maxBytes) {
    throw new AppError(
      413,
      "avatar_too_large",
      `Avatars may be at most ${AVATAR_LIMITS.maxBytes / 1024 / 1024} MB (this one is ${upload.size} bytes)`,
    );
  }
  const dimensions = await storedImageSize(store, upload.storedName, AVATAR_LIMITS.maxBytes);
  if (!dimensions) throw new AppError(415, "invalid_file_type", "The avatar is not a readable JPEG or PNG");
  if (dimensions.width > AVATAR_LIMITS.maxSide || dimensions.height > AVATAR_LIMITS.maxSide) {
    throw new AppError(
      400,
      "avatar_dimensions_too_large",
      `Avatars may be at most ${AVATAR_LIMITS.maxSide}×${AVATAR_LIMITS.maxSide} pixels (this one is ${dimensions.width}×${dimensions.height})`,
    );
  }
  const row = await q.updateUser(db, customerId, { avatar: url });
  if (!row) throw notFound("Customer");
  return presentCustomer(row);
}
