import {
  type EndpointOf,
  JOB_SALARY_BUCKETS,
  JOB_TYPES,
  type listingsRoutes,
  type QueryOf,
} from "@ask/contracts";

/** The query GET /api/jobs takes (JobQuery), with only the fields in use. */
export type JobQuery = Partial<QueryOf<EndpointOf<typeof listingsRoutes.listJobs>>>;

export type JobType = (typeof JOB_TYPES)[number];
export type SalaryBucket = (typeof JOB_SALARY_BUCKETS)[number]["key"];

/** The state of /jobs as the URL holds it (issue 18), so reload, back and shared links restore it. */
export interface JobListParams {
  city?: string;
  type?: JobType;
  salary?: SalaryBucket;
  page: number;
}

/** Jobs per page of /jobs: three rows of the four-column grid. */
export const JOB_PAGE_SIZE = 12;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;

/** Reads the URL; unknown values fall back to "any" instead of failing. */
export function parseJobListParams(params: URLSearchParams): JobListParams {
  const city = (params.get("city") ?? "").trim().slice(0, 40);
  const page = Number(params.get("page"));
  return {
    city: city || undefined,
    type: oneOf(JOB_TYPES, params.get("type")),
    salary: oneOf(
      JOB_SALARY_BUCKETS.map((b) => b.key),
      params.get("salary"),
    ),
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

/** Back to URL parameters; defaults are left out so URLs stay short. */
export function jobListSearch(p: JobListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.city) out.set("city", p.city);
  if (p.type) out.set("type", p.type);
  if (p.salary) out.set("salary", p.salary);
  if (p.page > 1) out.set("page", String(p.page));
  return out;
}

/** The API query of GET /api/jobs: the salary bucket becomes its min/max bounds; unset fields left out. */
export function toJobQuery(p: JobListParams): JobQuery {
  const salary: { min?: number; max?: number } | undefined = JOB_SALARY_BUCKETS.find(
    (b) => b.key === p.salary,
  );
  const query: JobQuery = {
    page: p.page,
    page_size: JOB_PAGE_SIZE,
    city: p.city,
    job_type: p.type,
    salary_min: salary?.min,
    salary_max: salary?.max,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as JobQuery;
}

/** Whether any filter is set (the empty list then offers to clear them). */
export const hasJobFilters = (p: JobListParams) => Boolean(p.city || p.type || p.salary);
