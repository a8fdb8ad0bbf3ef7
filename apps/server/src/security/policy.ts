import { forbidden } from "../lib/app-error.js";

/**
 * Who may do what to whose data, in one place (outline's `authorize(user, action, resource)`).
 * Services call `authorize(callerId, action, {ownerId})` where a rule depends on the data; the
 * route-level rule (who may call at all: public, a signed-in user, an administrator) is the
 * endpoint's `access` in packages/contracts. Every action here is owner-only: an account reads and
 * changes its own data, nobody else's, administrators included (they act through /admin endpoints).
 */
const ACTIONS = {
  "account.read_or_change": "You may only see or change your own account",
  "phone.verify": "You may only verify your own phone number",
  "wallet.read": "You may only see your own wallet",
  "messages.read": "You may only read your own messages",
  "rank.read": "You may only see your own force rank",
  "question_lists.read": "You may only read your own lists",
  "question_totals.read": "You may only read your own totals",
  "expert.apply": "You may only apply for your own account",
  "expert.change": "You may only see or change your own expert settings",
  "merchant.change": "Only the merchant's owner may change it",
  "product.change": "Only the merchant's owner may change its products",
  "listing.change": "Only the owner may change this listing",
} as const;

export type Action = keyof typeof ACTIONS;

/**
 * The data an action is about: its owner's account id. `undefined` means the request named no
 * account and so is about the caller's own (e.g. `/cards` without `user_id`).
 */
export interface Resource {
  ownerId: number | undefined;
}

/** Throws 403 `forbidden` unless the caller may do `action` to `resource`. */
export function authorize(callerId: number, action: Action, resource: Resource): void {
  if (!isAllowed(callerId, action, resource)) throw forbidden(ACTIONS[action]);
}

export function isAllowed(callerId: number, _action: Action, resource: Resource): boolean {
  return resource.ownerId === undefined || resource.ownerId === callerId;
}
