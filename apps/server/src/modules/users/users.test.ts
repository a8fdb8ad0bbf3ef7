import { beforeAll, describe, expect, it } from "vitest";
import { makeExpert } from "../../test/db-factories.js";
import { housingInput, uniqueCity } from "../../test/listings-helpers.js";
import { categoryPath } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin } from "../../test/user-factories.js";

const { server, api } = useTestServer();
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  const login = await loginAdmin(api);
  adminToken = login.token;
  adminId = login.id;
});

const grant = (id: number, role: string, token = adminToken) =>
  api("POST", `/api/admin/users/${id}/role`, { token, json: { role } });

describe("POST /api/admin/users/{id}/role", () => {
  it("grants publisher and organization; the user's next request sees the role without a new login", async () => {
    const user = await createUser(api, "grantee");
    const housing = housingInput(uniqueCity());
    expect((await api("POST", "/api/housing", { token: user.token, json: housing })).status).toBe(403);

    const res = await grant(user.id, "publisher");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, username: user.username, role: "publisher" });
    expect((await api("POST", "/api/housing", { token: user.token, json: housing })).status).toBe(201);

    expect((await grant(user.id, "organization")).body.role).toBe("organization");
    expect((await grant(user.id, "user")).body.role).toBe("user");
    expect((await api("POST", "/api/housing", { token: user.token, json: housing })).status).toBe(403);
  });

  it("is for administrators only", async () => {
    const user = await createUser(api, "selfgrant");
    const anonymous = await api("POST", `/api/admin/users/${user.id}/role`, { json: { role: "publisher" } });
    expect(anonymous.status).toBe(401);
    const self = await grant(user.id, "publisher", user.token);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe("forbidden");
  });

  it("answers 404 for an unknown user and 400 for roles it does not grant", async () => {
    const missing = await grant(2_000_000_000, "publisher");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("not_found");
    const user = await createUser(api, "badrole");
    for (const role of ["admin", "expert", "superuser", ""]) {
      const res = await grant(user.id, role);
      expect(res.status, role).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    expect((await api("POST", "/api/admin/users/abc/role", { token: adminToken, json: {} })).status).toBe(
      400,
    );
  });

  it("refuses to change an admin's or an expert's role (409 role_not_changeable)", async () => {
    const expert = await createUser(api, "expert");
    await makeExpert(server.app, expert.id, (await categoryPath(api)).channel);
    const res = await grant(expert.id, "publisher");
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("role_not_changeable");

    const own = await grant(adminId, "user");
    expect(own.status).toBe(409);
    expect(own.body.code).toBe("role_not_changeable");
  });
});
