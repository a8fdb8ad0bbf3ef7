import type { Page } from "@playwright/test";
import { adminToken, bearer, expect, PASSWORD, type Session, uniqueName } from "./fixtures";

/** Helpers of the store's browser tests (store.spec.ts, store-orders.spec.ts, store-screens.spec.ts). */

export interface SeedProduct {
  name: string;
  price: number;
  stock: number;
  warning_level: number;
}

/**
 * A seller set up through the API only (the browser's session stays the buyer's): registered, made an
 * organization by the administrator (POST /api/admin/users/{id}/role), owner of one merchant.
 */
export async function seedMerchant(
  page: Page,
  products: SeedProduct[],
  merchant: { site_url?: string | null; description?: string } = {},
) {
  const res = await page.request.post("/api/register", {
    data: { username: uniqueName("seller"), password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const seller = await res.json();
  const role = await page.request.post(`/api/admin/users/${seller.user.id}/role`, {
    headers: bearer(await adminToken(page)),
    data: { role: "organization" },
  });
  expect(role.status()).toBe(200);
  const headers = bearer(seller.access_token);
  const created = await page.request.post("/api/merchants", {
    headers,
    data: {
      name: uniqueName("小店"),
      site_url: merchant.site_url ?? null,
      description: merchant.description ?? "新鲜水果与零食，当日发货。",
    },
  });
  expect(created.status()).toBe(201);
  const shop = await created.json();
  const ids: number[] = [];
  for (const product of products) {
    const p = await page.request.post(`/api/merchants/${shop.id}/products`, { headers, data: product });
    expect(p.status()).toBe(201);
    ids.push((await p.json()).id);
  }
  return {
    merchant: shop as { id: number; name: string; embeddable: boolean },
    ids,
    sellerToken: seller.access_token,
    seller: seller as Session,
  };
}

/** A delivery contact and a paid order of `quantity` of one product, through the API. */
export async function placeOrderViaApi(
  page: Page,
  token: string,
  productId: number,
  quantity: number,
  total: number,
) {
  const headers = bearer(token);
  const contact = await page.request.post("/api/contacts", {
    headers,
    data: { name: "王小明", phone: "13800001111", address: "北京市海淀区中关村大街 1 号" },
  });
  expect(contact.status()).toBe(201);
  const order = await page.request.post("/api/orders", {
    headers,
    data: {
      items: [{ product_id: productId, quantity }],
      contact_id: (await contact.json()).id,
      expected_total: total,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return (await order.json()).id as number;
}
