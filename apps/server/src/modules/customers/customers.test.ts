import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser } from "../../test/user-factories.js";

/** The public card's fields (GET /api/customers/detail/{id}): nothing else may appear. */
const CARD_KEYS = [
  "avatar",
  "id",
  "level",
  "location",
  "military_rank",
  "military_rank_key",
  "military_rank_name",
  "role",
  "status",
  "username",
];
/**
 * The start of a PNG: signature and IHDR declaring the size (what file-type and image-size read).
 * The pixels are not needed: avatars are judged by header, size and owner, never decoded.
 */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "ascii");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16); // 8-bit RGB; CRC left 0 (not checked by the readers)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

/** A JPEG skeleton: SOI, a JFIF APP0 and a baseline SOF0 declaring the size, then EOI. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const { server, api } = useTestServer();

describe("PUT /api/customers/:id (language)", () => {
  it("stores the language preference of the caller", async () => {
    const user = await createUser(api);
    const res = await api("PUT", `/api/customers/${user.id}`, { token: user.token, json: { lang: "ar" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, lang: "ar" });
    const me = await api("GET", "/api/me", { token: user.token });
    expect(me.body.lang).toBe("ar");
  });

  it("refuses to change another user's record (403) and leaves it unchanged", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    const res = await api("PUT", `/api/customers/${bob.id}`, { token: alice.token, json: { lang: "fr" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
    const me = await api("GET", "/api/me", { token: bob.token });
    expect(me.body.lang).toBeNull();
  });

  it("requires a token", async () => {
    const user = await createUser(api);
    const res = await api("PUT", `/api/customers/${user.id}`, { json: { lang: "fr" } });
    expect(res.status).toBe(401);
  });

  it.each([
    ["unknown language", { lang: "xx" }],
    ["empty body", {}],
    ["letters in the phone", { phone: "138-0000" }],
    ["a bad email", { email: "not-an-email" }],
    ["an unknown country", { country: "XX" }],
  ])("rejects %s with 400", async (_name, body) => {
    const user = await createUser(api);
    const res = await api("PUT", `/api/customers/${user.id}`, { token: user.token, json: body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
  });

  it("rejects a non-numeric id with 400", async () => {
    const user = await createUser(api);
    const res = await api("PUT", "/api/customers/abc", { token: user.token, json: { lang: "fr" } });
    expect(res.status).toBe(400);
  });
});

describe("contact details (spec 4)", () => {
  it("stores contact fields and resets verification when email, phone or country change", async () => {
    const user = await createUser(api);
    const res = await api("PUT", `/api/customers/${user.id}`, {
      token: user.token,
      json: {
        name: "张伟",
        country: "CN",
        phone: "13800138000",
        address: "上海市浦东新区世纪大道 100 号",
        email: "zhang.wei@example.com",
        is_email_verified: true,
        is_phone_verified: true,
        role: "admin",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "张伟",
      country: "CN",
      phone: "13800138000",
      email: "zhang.wei@example.com",
      is_email_verified: false,
      is_phone_verified: false,
      role: "user",
    });
    const { users } = await import("../../db/schema/index.js");
    const { eq } = await import("drizzle-orm");
    await server.app.db
      .update(users)
      .set({ isEmailVerified: true, isPhoneVerified: true })
      .where(eq(users.id, user.id));
    const sameAgain = await api("PUT", `/api/customers/${user.id}`, {
      token: user.token,
      json: { email: "zhang.wei@example.com", phone: "13800138000", address: "北京" },
    });
    expect(sameAgain.body).toMatchObject({ is_email_verified: true, is_phone_verified: true });
    const newEmail = await api("PUT", `/api/customers/${user.id}`, {
      token: user.token,
      json: { email: "new@example.com" },
    });
    expect(newEmail.body).toMatchObject({ is_email_verified: false, is_phone_verified: true });
    const newCountry = await api("PUT", `/api/customers/${user.id}`, {
      token: user.token,
      json: { country: "HK" },
    });
    expect(newCountry.body).toMatchObject({ is_phone_verified: false });
  });

  it("finds only oneself by username and shows others only their public card", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    const self = await api("GET", `/api/customers?username=${alice.username}`, { token: alice.token });
    expect(self.body.items.map((c: { id: number }) => c.id)).toEqual([alice.id]);
    const other = await api("GET", `/api/customers?username=${alice.username}`, { token: bob.token });
    expect(other.body.items).toEqual([]);
    expect((await api("GET", `/api/customers/${alice.id}`, { token: bob.token })).status).toBe(403);
    const card = await api("GET", `/api/customers/detail/${alice.id}`, { token: bob.token });
    expect(Object.keys(card.body).sort()).toEqual(CARD_KEYS);
  });

  it("shows anyone, even a visitor, only the public card: no phone, email, address or country", async () => {
    const carol = await createUser(api, "carol");
    const saved = await api("PUT", `/api/customers/${carol.id}`, {
      token: carol.token,
      json: {
        country: "CN",
        phone: "13800138000",
        email: "carol@example.com",
        address: "上海市浦东新区世纪大道 100 号",
        location: "上海",
      },
    });
    expect(saved.status).toBe(200);
    for (const token of [undefined, carol.token]) {
      const card = await api("GET", `/api/customers/detail/${carol.id}?lang=en`, { token });
      expect(card.status).toBe(200);
      expect(Object.keys(card.body).sort()).toEqual(CARD_KEYS);
      expect(card.body).toEqual({
        id: carol.id,
        username: carol.username,
        avatar: null,
        status: "active",
        location: "上海",
        role: "user",
        level: "VIP",
        military_rank: 1,
        military_rank_key: "private",
        military_rank_name: "Private",
      });
      const text = JSON.stringify(card.body);
      for (const secret of ["13800138000", "carol@example.com", "世纪大道", "CN"]) {
        expect(text).not.toContain(secret);
      }
    }
    const zh = await api("GET", `/api/customers/detail/${carol.id}?lang=zh`);
    expect(zh.body.military_rank_name).toBe("列兵");
    const unknown = await api("GET", "/api/customers/detail/2147483647");
    expect(unknown.status).toBe(404);
    expect((await api("GET", "/api/customers/detail/1?lang=xx")).status).toBe(400);
  });

  it("bounds avatars to 2 MB and 4096×4096 px, read from the PNG or JPEG header", async () => {
    const carol = await createUser(api, "carol");
    const setAvatar = async (name: string, bytes: Buffer) => {
      const form = new FormData();
      form.append("images", new Blob([new Uint8Array(bytes)]), name);
      const upload = await fetch(`${server.url}/api/upload/image`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${carol.token}` },
      });
      // Any image up to the global upload limit (10 MB) is accepted as an upload…
      expect(upload.status).toBe(200);
      const { url } = await upload.json();
      // …but an avatar has its own bounds.
      return api("PUT", `/api/customers/${carol.id}/avatar`, { token: carol.token, json: { avatar: url } });
    };

    const ok = await setAvatar("square.png", pngHeader(4096, 4096));
    expect(ok.status).toBe(200);
    expect((await setAvatar("wide.png", pngHeader(4097, 10))).body).toMatchObject({
      code: "avatar_dimensions_too_large",
    });
    const tall = await setAvatar("tall.jpg", jpegHeader(300, 5000));
    expect(tall.status).toBe(400);
    expect(tall.body.code).toBe("avatar_dimensions_too_large");
    expect(tall.body.detail).toContain("300×5000");
    expect((await setAvatar("fine.jpg", jpegHeader(800, 1067))).status).toBe(200);

    const heavy = await setAvatar(
      "heavy.png",
      Buffer.concat([pngHeader(800, 800), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(heavy.status).toBe(413);
    expect(heavy.body.code).toBe("avatar_too_large");
    const limit = await setAvatar(
      "limit.png",
      Buffer.concat([pngHeader(800, 800), Buffer.alloc(2 * 1024 * 1024 - pngHeader(800, 800).length)]),
    );
    expect(limit.status).toBe(200);
    // A PNG whose header declares no pixels is not a usable image: refused already as an upload.
    const form = new FormData();
    form.append("images", new Blob([new Uint8Array(pngHeader(0, 0))]), "broken.png");
    const broken = await fetch(`${server.url}/api/upload/image`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${carol.token}` },
    });
    expect(broken.status).toBe(415);
    expect(((await broken.json()) as { code: string }).code).toBe("invalid_file_type");
    // A refused avatar leaves the last accepted one in place.
    const me = await api("GET", `/api/customers/${carol.id}`, { token: carol.token });
    expect(me.body.avatar).toMatch(/\/limit\.png$/);
  });

  it("sets the avatar only to one's own uploaded JPEG/PNG", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const form = new FormData();
    form.append("images", new Blob([new Uint8Array(png)]), "me.png");
    const upload = await fetch(`${server.url}/api/upload/image`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${alice.token}` },
    }).then((r) => r.json());
    const ok = await api("PUT", `/api/customers/${alice.id}/avatar`, {
      token: alice.token,
      json: { avatar: upload.url },
    });
    expect(ok.body.avatar).toBe(upload.url);
    const stolen = await api("PUT", `/api/customers/${bob.id}/avatar`, {
      token: bob.token,
      json: { avatar: upload.url },
    });
    expect(stolen.status).toBe(400);
    const forOther = await api("PUT", `/api/customers/${alice.id}/avatar`, {
      token: bob.token,
      json: { avatar: upload.url },
    });
    expect(forOther.status).toBe(403);
  });
});
