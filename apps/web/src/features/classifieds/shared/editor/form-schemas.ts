import {
  HOUSEKEEPING_CATEGORIES,
  type HousekeepingCategory,
  HousekeepingInput,
  type HousekeepingItem,
  JOB_EDUCATION,
  JOB_EXPERIENCE,
  JOB_TYPES,
  type Job,
  JobInput,
  SALE_CATEGORIES,
  type SaleCategory,
  SaleInput,
  type SaleItem,
} from "@ask/contracts";
import { z } from "zod";

/**
 * The editor forms hold what the inputs hold (numbers as typed text), are converted to the API
 * bodies and then checked by the contract's own input schemas, so the browser refuses exactly what
 * the server refuses. Messages are keys (see `validationKey`), translated by the page.
 */

/** "" → undefined (the contract's default applies, or "required"); otherwise a number (NaN is refused). */
const optionalNumber = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text));
/** "" → null (negotiable / on request). */
const nullableNumber = (text: string): number | null => (text.trim() === "" ? null : Number(text));
const numberText = (n: number | null | undefined): string => (n === null || n === undefined ? "" : String(n));

const common = {
  title: z.string(),
  contact: z.string(),
  phone: z.string(),
  image_urls: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
};

/** The shared fields of a new listing: empty, no pictures, no position. */
const emptyCommon = () => ({
  title: "",
  contact: "",
  phone: "",
  image_urls: [] as string[],
  lat: null,
  lng: null,
});

/** The shared fields of a listing being edited, as they were saved. */
const commonToForm = (item: z.output<z.ZodObject<typeof common>>) => ({
  title: item.title,
  contact: item.contact,
  phone: item.phone,
  image_urls: item.image_urls,
  lat: item.lat,
  lng: item.lng,
});

// --- Sales ---------------------------------------------------------------------------------------
export const SaleForm = z
  .object({
    ...common,
    category: z.string(),
    price: z.string(),
    location: z.string(),
    description: z.string(),
  })
  // Loosely typed on purpose (category "" = not chosen yet): the contract schema checks it next.
  .transform((v) => ({ ...v, price: nullableNumber(v.price) }) as unknown as z.input<typeof SaleInput>)
  .pipe(SaleInput);
export type SaleFormValues = z.input<typeof SaleForm>;

export const emptySale = (): SaleFormValues => ({
  ...emptyCommon(),
  category: "",
  price: "",
  location: "",
  description: "",
});

const saleToForm = (item: SaleItem): SaleFormValues => ({
  ...commonToForm(item),
  category: item.category,
  price: numberText(item.price),
  location: item.location,
  description: item.description,
});

// --- Housekeeping --------------------------------------------------------------------------------
const HousekeepingForm = z
  .object({
    ...common,
    category: z.string(),
    location: z.string(),
    address: z.string(),
    company: z.string(),
    years: z.string(),
    price_from: z.string(),
    description: z.string(),
  })
  .transform(
    (v) =>
      ({
        ...v,
        years: optionalNumber(v.years),
        price_from: nullableNumber(v.price_from),
      }) as unknown as z.input<typeof HousekeepingInput>,
  )
  .pipe(HousekeepingInput);
export type HousekeepingFormValues = z.input<typeof HousekeepingForm>;

const emptyHousekeeping = (): HousekeepingFormValues => ({
  ...emptyCommon(),
  category: "",
  location: "",
  address: "",
  company: "",
  years: "",
  price_from: "",
  description: "",
});

const housekeepingToForm = (item: HousekeepingItem): HousekeepingFormValues => ({
  ...commonToForm(item),
  category: item.category,
  location: item.location,
  address: item.address,
  company: item.company,
  years: numberText(item.years),
  price_from: numberText(item.price_from),
  description: item.description,
});

// --- Jobs ----------------------------------------------------------------------------------------
export const JobForm = z
  .object({
    ...common,
    jobType: z.string(),
    labels: z.array(z.string()),
    quantity: z.string(),
    education: z.string(),
    experience: z.string(),
    address: z.string(),
    salary_min: z.string(),
    salary_max: z.string(),
    talkable: z.boolean(),
    description: z.string(),
    company: z.string(),
  })
  .transform(
    (v) =>
      ({
        ...v,
        quantity: optionalNumber(v.quantity),
        salary_min: optionalNumber(v.salary_min),
        salary_max: optionalNumber(v.salary_max),
      }) as unknown as z.input<typeof JobInput>,
  )
  .pipe(JobInput);
export type JobFormValues = z.input<typeof JobForm>;

export const emptyJob = (): JobFormValues => ({
  ...emptyCommon(),
  jobType: "",
  labels: [],
  quantity: "1",
  education: "any",
  experience: "any",
  address: "",
  salary_min: "",
  salary_max: "",
  talkable: true,
  description: "",
  company: "",
});

const jobToForm = (job: Job): JobFormValues => ({
  ...commonToForm(job),
  jobType: job.jobType,
  labels: job.labels,
  quantity: String(job.quantity),
  education: job.education,
  experience: job.experience,
  address: job.address,
  salary_min: String(job.salary_min),
  salary_max: String(job.salary_max),
  talkable: job.talkable,
  description: job.description,
  company: job.company,
});

/** Each posting editor's form: its schema, its blank values and the values of a saved listing. */
export const EDITOR_FORMS = {
  sales: { schema: SaleForm, empty: emptySale, toForm: saleToForm },
  housekeeping: { schema: HousekeepingForm, empty: emptyHousekeeping, toForm: housekeepingToForm },
  jobs: { schema: JobForm, empty: emptyJob, toForm: jobToForm },
};

export const OPTIONS = {
  saleCategory: SALE_CATEGORIES as readonly SaleCategory[],
  housekeepingCategory: HOUSEKEEPING_CATEGORIES as readonly HousekeepingCategory[],
  jobType: JOB_TYPES,
  education: JOB_EDUCATION,
  experience: JOB_EXPERIENCE,
};

// --- Messages ------------------------------------------------------------------------------------
/**
 * Per-parse error map: every generic zod issue becomes "key" or "key:n", where key is under
 * posting:validation. The contracts' own messages (refinements, regexes) win over this map and are
 * mapped by `validationKey`.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? "required" : `too_short:${issue.minimum}`;
      return `min:${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `too_long:${issue.maximum}`;
      if (issue.origin === "array") return `too_many:${issue.maximum}`;
      return `max:${issue.maximum}`;
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "required";
      return issue.expected === "int" && Number.isFinite(issue.input) ? "integer" : "number";
    case "invalid_value":
      return "required";
    case "not_multiple_of":
    case "invalid_format":
      return "invalid";
    default:
      return undefined;
  }
};

/** The contracts' custom messages, by the key the page translates. */
const CONTRACT_MESSAGES: Record<string, string> = {
  "at most 2 decimals": "decimals",
  only_numbers_allowed: "phone",
  "salary_max below salary_min": "salary_order",
  "must be a URL returned by the upload endpoints": "image",
};

/** A field error's message → { key, n } for t(`validation.${key}`, { n }). */
export function validationKey(message: string | undefined): { key: string; n?: string } | null {
  if (!message) return null;
  const mapped = CONTRACT_MESSAGES[message];
  if (mapped) return { key: mapped };
  const [key = "invalid", n] = message.split(":");
  const known = [
    "required",
    "too_short",
    "too_long",
    "too_many",
    "min",
    "max",
    "number",
    "integer",
    "invalid",
  ];
  return known.includes(key) ? { key, n } : { key: "invalid" };
}
