import type { Job } from "@ask/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, reply } from "../../../../test/fake-api";
import { renderWithApp } from "../../../../test/render";
import JobListPage from "./JobListPage";

const job = (id: number, overrides: Partial<Job> = {}): Job =>
  ({
    id,
    title: `前端工程师 ${id}`,
    image_urls: [],
    created_at: "2026-11-01T08:00:00Z",
    updated_at: "2026-11-01T08:00:00Z",
    views: 3,
    status: "active",
    owner_id: 1,
    owner_name: "hr",
    is_mine: false,
    contact: "HR",
    phone: "",
    lat: null,
    lng: null,
    moderation: null,
    moderation_note: null,
    jobType: "part_time",
    labels: [],
    quantity: 1,
    education: "any",
    experience: "any",
    address: "杭州 西湖区",
    salary_min: 6000,
    salary_max: 9000,
    talkable: true,
    description: "",
    company: "云栖科技",
    ...overrides,
  }) as Job;

const page = (items: Job[]) => ({ items, total: items.length, total_capped: false, page: 1, page_size: 12 });

describe("/jobs", () => {
  it("asks the server for the filters in the URL, and a chip changes the URL", async () => {
    const requests = fakeApi({ "GET /jobs": page([job(1)]) });
    const { user } = renderWithApp(<JobListPage />, {
      route: "/jobs?city=杭州&type=part_time&salary=5to10k",
    });
    expect((await screen.findByTestId("job-card-1")).textContent).toContain("云栖科技");
    const query = Object.fromEntries(requests[0]?.query ?? []);
    expect(query).toMatchObject({
      city: "杭州",
      job_type: "part_time",
      salary_min: "5000",
      salary_max: "10000",
    });

    await user.click(screen.getByTestId("jobs-filter-type-internship"));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        `/jobs?${new URLSearchParams({ city: "杭州", type: "internship", salary: "5to10k" })}`,
      ),
    );
    await waitFor(() => expect(requests.at(-1)?.query.get("job_type")).toBe("internship"));
  });

  it("shows a failed load as an error with a retry, not as an empty list", async () => {
    let fail = true;
    fakeApi({
      "GET /jobs": () => (fail ? reply(500, { detail: "boom", code: "internal_error" }) : page([job(2)])),
    });
    const { user } = renderWithApp(<JobListPage />, { route: "/jobs" });
    const error = await screen.findByTestId("jobs-error");
    expect(screen.queryByTestId("jobs-empty")).toBeNull();
    fail = false;
    await user.click(error.querySelector("button") as HTMLButtonElement);
    await screen.findByTestId("job-card-2");
  });
});
