import { describe, expect, it } from "vitest";
import { setRole } from "../../test/db-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin } from "../../test/user-factories.js";
import { addContact, addProduct, openMerchant, seller } from "./store-fixtures.js";

const { server, api } = useTestServer();

describe("merchants", () => {
  it("publisher, organization and admin accounts may open one; a plain user may not", async () => {
    const plain = await createUser(api, "plain");
    const refused = await api("POST", "/api/merchants", { token: plain.token, json: { name: "Shop" } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    expect((await api("POST", "/api/merchants", { json: { name: "Shop" } })).status).toBe(401);

    const publisher = await createUser(api, "pub");
    await setRole(server.app, publisher.id, "publisher");
    const created = await api("POST", "/api/merchants", {
      token: publisher.token,
      json: { name: "  晨光文具  ", description: "文具" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "晨光文具",
      site_url: null,
      embeddable: false,
      description: "文具",
      owner_id: publisher.id,
      is_mine: true,
      product_count: 0,
    });

    const list = await api("GET", "/api/merchants");
    expect(list.status).toBe(200);
    const listed = list.body.find((m: { id: number }) => m.id === created.body.id);
    expect(listed).toMatchObject({ name: "晨光文具", is_mine: false });
    const mine = await api("GET", `/api/merchants/${created.body.id}`, { token: publisher.token });
    expect(mine.body.is_mine).toBe(true);
  });

  it("404s an unknown merchant and 400s a bad id", async () => {
    const res = await api("GET", "/api/merchants/99999999");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("merchant_not_found");
    expect((await api("GET", "/api/merchants/abc")).status).toBe(400);
  });

  it("only the owner may edit", async () => {
    const owner = await seller(api, server);
    const other = await seller(api, server, "other");
    const id = await openMerchant(api, owner);
    const denied = await api("PUT", `/api/merchants/${id}`, {
      token: other.token,
      json: { name: "Taken over" },
    });
    expect(denied.status).toBe(403);
    const edited = await api("PUT", `/api/merchants/${id}`, {
      token: owner.token,
      json: { name: "稻香村糕点", description: "Bakery" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "稻香村糕点", description: "Bakery" });
    const missing = await api("PUT", "/api/merchants/99999999", { token: owner.token, json: { name: "x" } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("merchant_not_found");
  });

  it("refuses non-http(s) site addresses and blank names", async () => {
    const owner = await seller(api, server);
    for (const site_url of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.com/",
      "file:///etc/passwd",
      "not a url",
    ]) {
      const res = await api("POST", "/api/merchants", {
        token: owner.token,
        json: { name: "Shop", site_url },
      });
      expect(res.status, site_url).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    const credentials = await api("POST", "/api/merchants", {
      token: owner.token,
      json: { name: "Shop", site_url: "https://user:secret@example.com/" },
    });
    expect(credentials.status).toBe(400);
    expect(credentials.body.code).toBe("invalid_site_url");
    const blank = await api("POST", "/api/merchants", { token: owner.token, json: { name: "   " } });
    expect(blank.status).toBe(400);
  });
});

describe("products", () => {
  it("are added and edited by the merchant's owner only, and listed per merchant", async () => {
    const owner = await seller(api, server);
    const other = await seller(api, server, "other");
    const merchantId = await openMerchant(api, owner);
    const denied = await api("POST", `/api/merchants/${merchantId}/products`, {
      token: other.token,
      json: { name: "Fake", price: 1, stock: 1 },
    });
    expect(denied.status).toBe(403);
    const unknown = await api("POST", "/api/merchants/99999999/products", {
      token: owner.token,
      json: { name: "Fake", price: 1, stock: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("merchant_not_found");

    const a = await addProduct(api, owner, merchantId, { name: "碧螺春", price: 66.6, stock: 5 });
    await addProduct(api, owner, merchantId, { name: "铁观音", price: 0.01, stock: 0 });
    const one = await api("GET", `/api/products/${a}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: a,
      merchant_id: merchantId,
      merchant_name: "茶语轩",
      name: "碧螺春",
      price: 66.6,
      stock: 5,
      warning_level: 2,
      image_url: null,
      description: "",
    });

    // Newest first (the default sort): the second page of one holds the first product.
    const page = await api("GET", `/api/products?merchant_id=${merchantId}&skip=1&limit=1`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.items.map((p: { id: number }) => p.id)).toEqual([a]);
    const merchant = await api("GET", `/api/merchants/${merchantId}`);
    expect(merchant.body.product_count).toBe(2);

    const stolen = await api("PUT", `/api/products/${a}`, {
      token: other.token,
      json: { name: "碧螺春", price: 1, stock: 5 },
    });
    expect(stolen.status).toBe(403);
    const edited = await api("PUT", `/api/products/${a}`, {
      token: owner.token,
      json: { name: "碧螺春 特级", price: 70, stock: 8, warning_level: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "碧螺春 特级", price: 70, stock: 8, warning_level: 3 });
  });

  it("refuses bad input with 400 and unknown products with 404", async () => {
    const owner = await seller(api, server);
    const merchantId = await openMerchant(api, owner);
    for (const body of [
      { name: "x", price: -1, stock: 1 },
      { name: "x", price: 0, stock: 1 },
      { name: "x", price: 1.234, stock: 1 },
      { name: "x", price: 1, stock: -1 },
      { name: "x", price: 1, stock: 1.5 },
      { name: "", price: 1, stock: 1 },
      { name: "x", price: 1, stock: 1, image_url: "javascript:alert(1)" },
    ]) {
      const res = await api("POST", `/api/merchants/${merchantId}/products`, {
        token: owner.token,
        json: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    const missing = await api("GET", "/api/products/99999999");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("product_not_found");
    expect((await api("GET", "/api/products?limit=0")).status).toBe(400);
  });
});

describe("delivery contacts", () => {
  it("pages the caller's contacts 5 at a time, the default first", async () => {
    const user = await createUser(api, "buyer");
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await addContact(api, user, { name: `收件人${i}` }));
    const first = await api("GET", "/api/contacts", { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 7, page: 1, page_size: 5 });
    expect(first.body.items).toHaveLength(5);
    const second = await api("GET", "/api/contacts?page=2", { token: user.token });
    expect(second.body.items).toHaveLength(2);

    const made = await api("PUT", `/api/contacts/${ids[0]}`, {
      token: user.token,
      json: { name: "默认", phone: "+86 138-0013-8000", address: "上海市", is_default: true },
    });
    expect(made.status).toBe(200);
    expect(made.body.is_default).toBe(true);
    const top = await api("GET", "/api/contacts?page_size=1", { token: user.token });
    expect(top.body.items[0]).toMatchObject({ id: ids[0], is_default: true });
  });

  it("keeps at most one default: a new default unsets the old one", async () => {
    const user = await createUser(api, "buyer");
    const a = await addContact(api, user, { is_default: true });
    const b = await addContact(api, user, { is_default: true });
    const list = await api("GET", "/api/contacts", { token: user.token });
    const defaults = list.body.items.filter((c: { is_default: boolean }) => c.is_default);
    expect(defaults.map((c: { id: number }) => c.id)).toEqual([b]);

    // Racing requests each making a different contact the default still leave exactly one.
    await Promise.all(
      [a, b].map((id) =>
        api("PUT", `/api/contacts/${id}`, {
          token: user.token,
          json: { name: "王磊", phone: "13800138000", address: "北京", is_default: true },
        }),
      ),
    );
    const after = await api("GET", "/api/contacts", { token: user.token });
    expect(after.body.items.filter((c: { is_default: boolean }) => c.is_default)).toHaveLength(1);
  });

  it("hides other users' contacts (404) and validates input", async () => {
    const owner = await createUser(api, "buyer");
    const intruder = await createUser(api, "intruder");
    const id = await addContact(api, owner);
    const json = { name: "x", phone: "123456", address: "y" };
    const put = await api("PUT", `/api/contacts/${id}`, { token: intruder.token, json });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe("contact_not_found");
    expect((await api("DELETE", `/api/contacts/${id}`, { token: intruder.token })).status).toBe(404);
    const theirs = await api("GET", "/api/contacts", { token: intruder.token });
    expect(theirs.body.total).toBe(0);
    expect((await api("GET", "/api/contacts")).status).toBe(401);

    const badPhone = await api("POST", "/api/contacts", {
      token: owner.token,
      json: { name: "x", phone: "call me", address: "y" },
    });
    expect(badPhone.status).toBe(400);

    expect((await api("DELETE", `/api/contacts/${id}`, { token: owner.token })).status).toBe(204);
    expect((await api("DELETE", `/api/contacts/${id}`, { token: owner.token })).status).toBe(404);
  });
});

describe("dashboard endpoints", () => {
  it("are for administrators only", async () => {
    const user = await createUser(api, "nosy");
    for (const path of ["/api/products/warning", "/api/stock_check_tasks", "/api/users"]) {
      const res = await api("GET", path, { token: user.token });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe("forbidden");
      expect((await api("GET", path)).status, path).toBe(401);
    }
  });

  it("lists warning products and counts users; /products/warning is not taken for /products/:id", async () => {
    const token = (await loginAdmin(api)).token;
    const owner = await seller(api, server);
    const merchantId = await openMerchant(api, owner);
    const low = await addProduct(api, owner, merchantId, { stock: 2, warning_level: 2 });
    const fine = await addProduct(api, owner, merchantId, { stock: 3, warning_level: 2 });
    const warning = await api("GET", "/api/products/warning", { token });
    expect(warning.status).toBe(200);
    const ids = warning.body.map((p: { id: number }) => p.id);
    expect(ids).toContain(low);
    expect(ids).not.toContain(fine);

    const before = await api("GET", "/api/users", { token });
    expect(before.status).toBe(200);
    expect(before.body.total).toBeGreaterThanOrEqual(3);
    await createUser(api, "counted");
    const after = await api("GET", "/api/users", { token });
    expect(after.body.total).toBeGreaterThan(before.body.total);

    const tasks = await api("GET", "/api/stock_check_tasks", { token });
    expect(tasks.status).toBe(200);
    expect(Array.isArray(tasks.body)).toBe(true);
  });
});
