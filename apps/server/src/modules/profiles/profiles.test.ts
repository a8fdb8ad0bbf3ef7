import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser } from "../../test/user-factories.js";

const { api } = useTestServer();

const profile = {
  edu: { school: "复旦大学", major: "金融学", startYear: 2015, degree: "master" },
  work: { company: "招商银行", position: "理财经理", industry: "金融" },
  interests: ["养老规划", "基金", "养老规划", "基金 "],
  identityTags: ["宝妈"],
};

describe("customer profiles", () => {
  it("is empty at first, saves, and de-duplicates tags", async () => {
    const user = await createUser(api, "profile");
    const empty = await api("GET", `/api/customer_profiles/${user.id}`, { token: user.token });
    expect(empty.body).toEqual({
      edu: { school: "", major: "", startYear: null, degree: null },
      work: { company: "", position: "", industry: "" },
      interests: [],
      identityTags: [],
    });
    const saved = await api("POST", `/api/customer_profiles/${user.id}`, {
      token: user.token,
      json: profile,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.interests).toEqual(["养老规划", "基金"]);
    const again = await api("GET", `/api/customer_profiles/${user.id}`, { token: user.token });
    expect(again.body.edu).toEqual(profile.edu);
  });

  it("suggests tags people already use", async () => {
    const a = await createUser(api, "tags");
    await api("POST", `/api/customer_profiles/${a.id}`, {
      token: a.token,
      json: { ...profile, interests: ["养老规划", "量化交易"] },
    });
    const res = await api(
      "GET",
      `/api/customer_profiles/tags?kind=interests&q=${encodeURIComponent("养老")}`,
      { token: a.token },
    );
    expect(res.body).toContain("养老规划");
    expect(res.body).not.toContain("量化交易");
  });

  it.each([
    ["a degree outside the list", { edu: { degree: "wizard" } }],
    ["a start year before 1990", { edu: { startYear: 1989 } }],
    ["a start year in the future", { edu: { startYear: new Date().getUTCFullYear() + 1 } }],
    ["too many tags", { interests: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
    ["a tag too long", { identityTags: ["x".repeat(31)] }],
  ])("refuses %s", async (_name, override) => {
    const user = await createUser(api, "badprofile");
    const res = await api("POST", `/api/customer_profiles/${user.id}`, {
      token: user.token,
      json: { ...profile, ...override, edu: { ...profile.edu, ...(override as { edu?: object }).edu } },
    });
    expect(res.status).toBe(400);
  });

  it("is never readable or writable by another user", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    expect((await api("GET", `/api/customer_profiles/${alice.id}`, { token: bob.token })).status).toBe(403);
    expect(
      (await api("POST", `/api/customer_profiles/${alice.id}`, { token: bob.token, json: profile })).status,
    ).toBe(403);
  });
});
