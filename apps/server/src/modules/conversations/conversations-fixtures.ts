import { expect } from "vitest";
import type { ApiClient } from "../../test/http.js";
import { saleInput } from "../../test/listings-helpers.js";
import type { TestUser } from "../../test/user-factories.js";

/** Posts a sale as `seller` and returns its id. */
export async function postSale(api: ApiClient, seller: TestUser): Promise<number> {
  const res = await api("POST", "/api/sales", { token: seller.token, json: saleInput() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** `buyer` contacts the seller about the sale; returns the answer (201 `{id}` when it worked). */
export const contact = (
  api: ApiClient,
  buyer: TestUser,
  seller: TestUser,
  saleId: number,
  text = "还在吗？",
) =>
  api("POST", "/api/conversations", {
    token: buyer.token,
    json: { peer_id: seller.id, subject: { kind: "sale", id: saleId }, text },
  });

/** `buyer` opens a conversation with the seller about a new sale; returns its id. */
export async function openConversation(api: ApiClient, buyer: TestUser, seller: TestUser): Promise<number> {
  const res = await contact(api, buyer, seller, await postSale(api, seller));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

export const send = (api: ApiClient, user: TestUser, id: number, json: Record<string, unknown>) =>
  api("POST", `/api/conversations/${id}/messages`, { token: user.token, json });
