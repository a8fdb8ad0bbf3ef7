import { describe, expect, it } from "vitest";
import {
  housekeepingInput,
  jobInput,
  post,
  saleInput,
  uploadFile,
  useListingsServer,
} from "../../test/listings-helpers.js";
import { PNG } from "../../test/sample-files.js";
import { createUser } from "../../test/user-factories.js";

const { server, api, publisher, organization, plain } = useListingsServer();

const KINDS = [
  { path: "/api/sales", input: saleInput, filter: "category=furniture", other: { category: "furniture" } },
  {
    path: "/api/housekeeping",
    input: housekeepingInput,
    filter: "category=moving",
    other: { category: "moving" },
  },
  { path: "/api/jobs", input: jobInput, filter: "job_type=internship", other: { jobType: "internship" } },
] as const;

describe("who may post", () => {
  it("lets any logged-in user sell, but only publishers and organizations offer services and jobs", async () => {
    expect((await api("POST", "/api/sales", { token: plain.token, json: saleInput() })).status).toBe(201);
    for (const path of ["/api/housekeeping", "/api/jobs"]) {
      const input = path === "/api/jobs" ? jobInput() : housekeepingInput();
      const res = await api("POST", path, { token: plain.token, json: input });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe("forbidden");
      expect((await api("POST", path, { token: publisher.token, json: input })).status).toBe(201);
      expect((await api("POST", path, { token: organization.token, json: input })).status).toBe(201);
    }
    for (const { path, input } of KINDS) {
      expect((await api("POST", path, { json: input() })).status, path).toBe(401);
    }
  });
});

describe("fields", () => {
  it("speaks yuan in the API and keeps nullable prices", async () => {
    const sale = await post(api, "/api/sales", plain.token, saleInput({ price: 2350.5 }));
    expect(sale).toMatchObject({
      title: "九成新 iPad Air",
      category: "electronics",
      price: 2350.5,
      location: "上海 徐汇",
      owner_id: plain.id,
      owner_name: plain.username,
      is_mine: true,
      status: "active",
    });
    expect((await post(api, "/api/sales", plain.token, saleInput({ price: null }))).price).toBeNull();
    expect((await post(api, "/api/sales", plain.token, saleInput({ price: 0.1 }))).price).toBe(0.1);

    const service = await post(
      api,
      "/api/housekeeping",
      publisher.token,
      housekeepingInput({ price_from: 199.99 }),
    );
    expect(service).toMatchObject({
      price_from: 199.99,
      company: "洁美家政",
      years: 8,
      category: "cleaning",
    });
    const onRequest = await post(
      api,
      "/api/housekeeping",
      publisher.token,
      housekeepingInput({ price_from: null }),
    );
    expect(onRequest.price_from).toBeNull();
  });

  it("sanitizes the job description HTML on the server", async () => {
    const job = await post(
      api,
      "/api/jobs",
      organization.token,
      jobInput({
        description:
          '<p onclick="steal()">我们需要你<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><strong>加油</strong>',
      }),
    );
    expect(job.description).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(job.description).toContain("<p>我们需要你</p>");
    expect(job.description).toContain("<strong>加油</strong>");
    expect(job).toMatchObject({
      jobType: "full_time",
      labels: ["五险一金", "双休"],
      salary_min: 15_000,
      salary_max: 25_000,
      talkable: true,
      company: "云栖科技",
    });
    const detail = await api("GET", `/api/jobs/${job.id}`);
    expect(detail.body.description).toBe(job.description);
  });

  it("validates bodies: salary range, phone digits, categories", async () => {
    const bad = [
      ["/api/jobs", jobInput({ salary_min: 9000, salary_max: 8000 })],
      ["/api/jobs", jobInput({ jobType: "forever" })],
      ["/api/jobs", jobInput({ company: "" })],
      ["/api/sales", saleInput({ category: "cars" })],
      ["/api/sales", saleInput({ price: -5 })],
      ["/api/sales", saleInput({ price: 1.001 })],
      ["/api/sales", saleInput({ phone: "abc" })],
      ["/api/housekeeping", housekeepingInput({ category: "gardening" })],
      ["/api/housekeeping", housekeepingInput({ years: -1 })],
    ] as const;
    for (const [path, json] of bad) {
      const res = await api("POST", path, { token: organization.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
  });

  it("accepts only the poster's own uploaded pictures", async () => {
    const mine = await uploadFile(server.url, plain.token, "sofa.png", PNG);
    const theirs = await uploadFile(server.url, publisher.token, "other.png", PNG);
    const ok = await post(api, "/api/sales", plain.token, saleInput({ image_urls: [mine] }));
    expect(ok.image_urls).toEqual([mine]);
    for (const { path, input } of KINDS) {
      const res = await api("POST", path, {
        token: path === "/api/sales" ? plain.token : organization.token,
        json: input({ image_urls: [theirs] }),
      });
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe("not_your_upload");
    }
    const edit = await api("PUT", `/api/sales/${ok.id}`, {
      token: plain.token,
      json: saleInput({ image_urls: [mine, theirs] }),
    });
    expect(edit.status).toBe(400);
    expect(edit.body.code).toBe("not_your_upload");
  });
});

describe("lists", () => {
  it("pages by 4 by default (load more) and filters by category", async () => {
    const seller = await createUser(api, "seller");
    for (let i = 0; i < 5; i++)
      await post(api, "/api/sales", seller.token, saleInput({ title: `电子 ${i}` }));
    for (let i = 0; i < 2; i++) {
      await post(api, "/api/sales", seller.token, saleInput({ title: `家具 ${i}`, category: "furniture" }));
    }
    const first = await api("GET", "/api/sales?mine=true&category=electronics", { token: seller.token });
    expect(first.status).toBe(200);
    expect(first.body.page_size).toBe(4);
    expect(first.body.total).toBe(5);
    expect(first.body.items.map((i: { title: string }) => i.title)).toEqual([
      "电子 4",
      "电子 3",
      "电子 2",
      "电子 1",
    ]);
    const second = await api("GET", "/api/sales?mine=1&category=electronics&page=2", { token: seller.token });
    expect(second.body.items.map((i: { title: string }) => i.title)).toEqual(["电子 0"]);
    const furniture = await api("GET", "/api/sales?mine=true&category=furniture&page_size=10", {
      token: seller.token,
    });
    expect(furniture.body.items.map((i: { title: string }) => i.title)).toEqual(["家具 1", "家具 0"]);
    const all = await api("GET", "/api/sales?mine=true&page_size=50", { token: seller.token });
    expect(all.body.total).toBe(7);

    const publicList = await api("GET", "/api/sales?category=furniture&page_size=50");
    expect(publicList.body.items.every((i: { category: string }) => i.category === "furniture")).toBe(true);
    expect(publicList.body.items.some((i: { owner_id: number }) => i.owner_id === seller.id)).toBe(true);
  });

  it("filters every kind by its category field", async () => {
    for (const { path, input, filter, other } of KINDS) {
      const token = path === "/api/sales" ? plain.token : organization.token;
      const created = await post(api, path, token, input(other));
      const res = await api("GET", `${path}?${filter}&page_size=50`);
      expect(res.status, path).toBe(200);
      expect(
        res.body.items.map((i: { id: number }) => i.id),
        path,
      ).toContain(created.id);
      const [key, value] = filter.split("=") as [string, string];
      const field = key === "job_type" ? "jobType" : key;
      expect(
        res.body.items.every((i: Record<string, unknown>) => i[field] === value),
        path,
      ).toBe(true);
    }
  });

  it("rejects bad list parameters with 400", async () => {
    for (const query of [
      "/api/sales?category=cars",
      "/api/sales?page_size=0",
      "/api/sales?page_size=51",
      "/api/sales?page=-1",
      "/api/housekeeping?category=gardening",
      "/api/housekeeping?page=abc",
      "/api/jobs?job_type=forever",
      "/api/jobs?mine=perhaps",
    ]) {
      const res = await api("GET", query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    for (const { path } of KINDS) {
      const res = await api("GET", `${path}?mine=true`);
      expect(res.status, path).toBe(401);
    }
    // Rows deeper than LIST_CAPS.maxOffset (10,000) are not served, whatever the page size.
    const deepest = await api("GET", "/api/sales?page=2501&page_size=4");
    expect(deepest.status).toBe(200);
    expect(deepest.body).toMatchObject({ items: [], total_capped: false });
    const tooDeep = await api("GET", "/api/sales?page=2502&page_size=4");
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.code).toBe("page_too_deep");
  });
});

describe("detail, edit and status for every kind", () => {
  for (const { path, input } of KINDS) {
    it(`${path}: counts views, only the owner edits and closes, closed items leave the list`, async () => {
      const owner = path === "/api/sales" ? plain : publisher;
      const stranger = organization;
      const created = await post(api, path, owner.token, input({ title: "原标题" }));

      const viewed = await api("GET", `${path}/${created.id}`);
      expect(viewed.status).toBe(200);
      expect(viewed.body.views).toBe(1);
      expect(viewed.body.is_mine).toBe(false);
      // The owner's own views never count (issue 18).
      const ownView = await api("GET", `${path}/${created.id}`, { token: owner.token });
      expect(ownView.body).toMatchObject({ views: 1, is_mine: true });
      const missing = await api("GET", `${path}/2000000000`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe("listing_not_found");

      const strangerEdit = await api("PUT", `${path}/${created.id}`, {
        token: stranger.token,
        json: input({ title: "改掉" }),
      });
      expect(strangerEdit.status).toBe(403);
      expect(strangerEdit.body.code).toBe("forbidden");
      const edited = await api("PUT", `${path}/${created.id}`, {
        token: owner.token,
        json: input({ title: "新标题" }),
      });
      expect(edited.status).toBe(200);
      expect(edited.body.title).toBe("新标题");

      const inList = async () => {
        const res = await api("GET", `${path}?page_size=50`);
        return res.body.items.some((i: { id: number }) => i.id === created.id);
      };
      expect(await inList()).toBe(true);
      const close = { status: "closed" };
      const strangerClose = await api("POST", `${path}/${created.id}/status`, {
        token: stranger.token,
        json: close,
      });
      expect(strangerClose.status).toBe(403);
      const closed = await api("POST", `${path}/${created.id}/status`, { token: owner.token, json: close });
      expect(closed.status).toBe(200);
      expect(closed.body.status).toBe("closed");
      expect(await inList()).toBe(false);

      const detail = await api("GET", `${path}/${created.id}`);
      expect(detail.body.status).toBe("closed");
      const mine = await api("GET", `${path}?mine=true&page_size=50`, { token: owner.token });
      expect(mine.body.items.find((i: { id: number }) => i.id === created.id)?.status).toBe("closed");
      const reopenEdit = await api("PUT", `${path}/${created.id}`, { token: owner.token, json: input() });
      expect(reopenEdit.status).toBe(409);
      expect(reopenEdit.body.code).toBe("listing_closed");
    });
  }
});
