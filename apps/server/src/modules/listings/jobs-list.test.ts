import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { jobInput, post, useListingsServer } from "../../test/listings-helpers.js";

const { api, publisher } = useListingsServer();

/** Titles of the jobs a /api/jobs query lists (large page: the shared database holds other jobs too). */
async function titles(query: string): Promise<string[]> {
  const res = await api("GET", `/api/jobs?page_size=50&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((j: { title: string }) => j.title).sort();
}

describe("GET /api/jobs filters (issue 18: the /jobs list)", () => {
  it("filters by city in the address, kind and an overlapping salary range, together", async () => {
    // A made-up district name only this test's jobs carry keeps the test apart from other data.
    const town = `测试${randomBytes(4).toString("hex")}镇`;
    const jobs = [
      { title: "A", address: `${town} 一路 1 号`, jobType: "full_time", salary_min: 3000, salary_max: 4500 },
      { title: "B", address: `${town} 二路`, jobType: "part_time", salary_min: 6000, salary_max: 9000 },
      { title: "C", address: `上海 ${town}`, jobType: "full_time", salary_min: 15000, salary_max: 30000 },
      { title: "D", address: "杭州 西湖区", jobType: "full_time", salary_min: 6000, salary_max: 9000 },
    ];
    for (const job of jobs) await post(api, "/api/jobs", publisher.token, jobInput(job));
    const city = `city=${encodeURIComponent(town)}`;

    expect(await titles(city)).toEqual(["A", "B", "C"]);
    expect(await titles(`${city}&job_type=full_time`)).toEqual(["A", "C"]);
    // 5,000–10,000 a month: B overlaps; A (up to 4,500) and C (from 15,000) do not.
    expect(await titles(`${city}&salary_min=5000&salary_max=10000`)).toEqual(["B"]);
    // Open-ended ranges: from 20,000 up, and up to 5,000.
    expect(await titles(`${city}&salary_min=20000`)).toEqual(["C"]);
    expect(await titles(`${city}&salary_max=5000`)).toEqual(["A"]);
    // Edges touch: a range ending where the job's starts still overlaps.
    expect(await titles(`${city}&salary_min=4500&salary_max=6000`)).toEqual(["A", "B"]);
    expect(await titles(`${city}&job_type=part_time&salary_min=20000`)).toEqual([]);
  });

  it("matches the city words literally: % and _ are not wildcards", async () => {
    const town = `字面${randomBytes(4).toString("hex")}`;
    await post(api, "/api/jobs", publisher.token, jobInput({ title: "literal", address: `${town}_x` }));
    await post(api, "/api/jobs", publisher.token, jobInput({ title: "other", address: `${town}ax` }));
    expect(await titles(`city=${encodeURIComponent(`${town}_x`)}`)).toEqual(["literal"]);
    expect(await titles(`city=${encodeURIComponent(`${town}%`)}`)).toEqual([]);
  });

  it("rejects bad filter values with 400", async () => {
    for (const query of ["salary_min=-1", "salary_max=abc", "salary_min=1.5", `city=${"x".repeat(41)}`]) {
      const res = await api("GET", `/api/jobs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
  });
});
