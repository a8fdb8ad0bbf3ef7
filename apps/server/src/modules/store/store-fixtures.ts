import { expect } from "vitest";
import { fundWallet, setRole } from "../../test/db-factories.js";
import type { ApiClient } from "../../test/http.js";
import type { TestServer } from "../../test/server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

/** Test helpers shared by the store's API tests. */

export async function seller(api: ApiClient, server: TestServer, prefix = "seller"): Promise<TestUser> {
  const user = await createUser(api, prefix);
  await setRole(server.app, user.id, "organization");
  return user;
}

export async function openMerchant(
  api: ApiClient,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<number> {
  const res = await api("POST", "/api/merchants", {
    token: owner.token,
    json: { name: "茶语轩", description: "Tea", ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

export async function addProduct(
  api: ApiClient,
  owner: TestUser,
  merchantId: number,
  body: Record<string, unknown> = {},
): Promise<number> {
  const res = await api("POST", `/api/merchants/${merchantId}/products`, {
    token: owner.token,
    json: { name: "龙井 250g", price: 88.5, stock: 10, warning_level: 2, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

export async function addContact(api: ApiClient, user: TestUser, body: Record<string, unknown> = {}) {
  const res = await api("POST", "/api/contacts", {
    token: user.token,
    json: { name: "王磊", phone: "13800138000", address: "北京市朝阳区建国路 88 号", ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** A buyer with `yuan` in the wallet and one delivery contact. */
export async function fundedBuyer(api: ApiClient, server: TestServer, yuan: number, prefix = "buyer") {
  const user = await createUser(api, prefix);
  if (yuan > 0) await fundWallet(server.app, user.id, yuan);
  const contactId = await addContact(api, user);
  return { user, contactId };
}

/** A seller with a merchant and one product. */
export async function openShop(api: ApiClient, server: TestServer, product: Record<string, unknown> = {}) {
  const owner = await seller(api, server);
  const merchantId = await openMerchant(api, owner);
  const productId = await addProduct(api, owner, merchantId, product);
  return { owner, merchantId, productId };
}

/** The buyer orders `quantity` of one product, delivered to their contact, expecting `expectedTotal` yuan. */
export function buyOne(
  api: ApiClient,
  b: { user: TestUser; contactId: number },
  productId: number,
  quantity: number,
  expectedTotal: number,
) {
  return api("POST", "/api/orders", {
    token: b.user.token,
    json: {
      items: [{ product_id: productId, quantity }],
      contact_id: b.contactId,
      expected_total: expectedTotal,
    },
  });
}
