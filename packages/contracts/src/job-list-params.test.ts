import { describe, expect, it } from "vitest";
import { JOB_PAGE_SIZE, jobListSearch, parseJobListParams, toJobQuery } from "./listing-list-params.js";

describe("/jobs URL state", () => {
  it("reads the filters from the URL and writes them back unchanged", () => {
    const url = new URLSearchParams("city=%E6%9D%AD%E5%B7%9E&type=part_time&salary=5to10k&page=3");
    const params = parseJobListParams(url);
    expect(params).toEqual({ city: "杭州", type: "part_time", salary: "5to10k", page: 3 });
    expect(jobListSearch(params).toString()).toBe(url.toString());
  });

  it("drops unknown values instead of failing", () => {
    expect(parseJobListParams(new URLSearchParams("type=forever&salary=lots&page=-2&city=%20"))).toEqual({
      page: 1,
    });
  });

  it("turns the salary bucket into the API's overlapping bounds and leaves unset fields out", () => {
    expect(toJobQuery({ salary: "10to20k", page: 2 })).toEqual({
      page: 2,
      page_size: JOB_PAGE_SIZE,
      salary_min: 10_000,
      salary_max: 20_000,
    });
    expect(toJobQuery({ salary: "gt20k", type: "internship", city: "上海", page: 1 })).toEqual({
      page: 1,
      page_size: JOB_PAGE_SIZE,
      salary_min: 20_000,
      city: "上海",
      job_type: "internship",
    });
  });
});
