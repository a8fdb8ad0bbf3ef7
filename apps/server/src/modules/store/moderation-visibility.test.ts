import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fundWallet } from "../../test/db-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser } from "../../test/user-factories.js";
import { addContact, addProduct, openMerchant, seller } from "./store-fixtures.js";

/**
 * Issue 17: a product under moderation is gone for everyone but its merchant's owner (detail 404,
 * not listed, not counted) and cannot be bought; the owner sees it with the note, and editing it
 * resubmits it as pending.
 */
const { server, api } = useTestServer();

const moderate = (id: number, state: string, note: string) =>
  server.app.db.execute(
    sql`update products set moderation = ${state}, moderation_note = ${note} where id = ${id}`,
  );

describe("a product under moderation", () => {
  it("is 404, unlisted and not for sale to others; its owner sees it with the note", async () => {
    const owner = await seller(api, server, "modseller");
    const merchantId = await openMerchant(api, owner);
    const hidden = await addProduct(api, owner, merchantId, { name: "假冒名牌包" });
    const shown = await addProduct(api, owner, merchantId, { name: "龙井 500g" });
    await moderate(hidden, "hidden", "counterfeit");

    const buyer = await createUser(api, "modbuyer");
    await fundWallet(server.app, buyer.id, 500);
    const contactId = await addContact(api, buyer);
    for (const token of [undefined, buyer.token]) {
      const as = token ? { token } : {};
      expect((await api("GET", `/api/products/${hidden}`, as)).status).toBe(404);
      const list = await api("GET", `/api/products?merchant_id=${merchantId}`, as);
      expect(list.body.items.map((p: { id: number }) => p.id)).toEqual([shown]);
      expect(list.body.total).toBe(1);
      const merchant = await api("GET", `/api/merchants/${merchantId}`, as);
      expect(merchant.body.product_count).toBe(1);
    }
    const order = await api("POST", "/api/orders", {
      token: buyer.token,
      json: { items: [{ product_id: hidden, quantity: 1 }], contact_id: contactId, expected_total: 88.5 },
    });
    expect(order.status).toBe(404);
    expect(order.body.code).toBe("product_not_found");

    const own = await api("GET", `/api/products/${hidden}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ moderation: "hidden", moderation_note: "counterfeit" });
    const ownList = await api("GET", `/api/products?merchant_id=${merchantId}`, { token: owner.token });
    // Newest first (issue 18: the store's default order).
    expect(ownList.body.items.map((p: { id: number }) => p.id)).toEqual([shown, hidden]);
    const published = await api("GET", `/api/products/${shown}`);
    expect(published.body).toMatchObject({ moderation: null, moderation_note: null });
  });

  it("goes back to pending when its owner edits it", async () => {
    const owner = await seller(api, server, "modseller2");
    const merchantId = await openMerchant(api, owner);
    const product = await addProduct(api, owner, merchantId);
    await moderate(product, "rejected", "blurry picture");
    const edit = await api("PUT", `/api/products/${product}`, {
      token: owner.token,
      json: { name: "龙井 250g（新图）", price: 88.5, stock: 10, warning_level: 2 },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ moderation: "pending", moderation_note: "blurry picture" });
    expect((await api("GET", `/api/products/${product}`)).status).toBe(404);
  });
});
