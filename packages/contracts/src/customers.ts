import { z } from "zod";
import { LOCALES, ROLES } from "./constants.js";

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const CustomerIdParams = z.object({ id: Id });

/** Spec 3 Customer, as its owner sees it. */
export const Customer = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string().nullable(),
    country: z.string().nullable().describe("ISO 3166 code"),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    email: z.string().nullable(),
    is_phone_verified: z.boolean(),
    is_email_verified: z.boolean(),
    avatar: z.string().nullable(),
    status: z.string(),
    location: z.string().nullable(),
    role: z.enum(ROLES),
    expert_id: z.number().int().nullable(),
    lang: z.enum(LOCALES).nullable(),
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof Customer>;

export const CustomerSearchQuery = z.object({ username: z.string().trim().min(1).max(64) });
export const CustomerList = z.object({ items: z.array(Customer) });

/**
 * Public part of a customer (spec 7 GET /customers/detail/{id}), the poster profile /user?id=: never
 * phone, email, address or country, and of the force rank only its name (not power or month score).
 */
export const CustomerDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
  location: z.string().nullable(),
  role: z.enum(ROLES),
  level: z.string(),
  military_rank: z.number().int().describe("1 = Private"),
  military_rank_key: z.string(),
  military_rank_name: z.string().describe("In the requested lang"),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

const Digits = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/, "only_numbers_allowed");

/**
 * PUT /api/customers/{id}. The verification flags the spec's client sends are ignored: only the
 * verification flow sets them; changing the email or the phone/country resets them (spec 4).
 */
export const UpdateCustomerRequest = z
  .object({
    lang: z.enum(LOCALES).optional(),
    name: z.string().trim().max(60).nullable().optional(),
    country: z.string().trim().toUpperCase().length(2).nullable().optional(),
    phone: z
      .union([Digits, z.literal("")])
      .nullable()
      .optional(),
    address: z.string().trim().max(200).nullable().optional(),
    email: z
      .union([z.email().max(254), z.literal("")])
      .nullable()
      .optional(),
    location: z.string().trim().max(100).nullable().optional(),
    is_email_verified: z.unknown().optional().describe("Ignored"),
    is_phone_verified: z.unknown().optional().describe("Ignored"),
  })
  .refine((b) => Object.keys(b).some((k) => !k.startsWith("is_")), "nothing to update");
export type UpdateCustomerRequest = z.input<typeof UpdateCustomerRequest>;

export const UpdateAvatarRequest = z.object({ avatar: z.string().max(400) });

export const DEGREES = [
  "PhD",
  "master",
  "bachelor",
  "college",
  "secondary",
  "high school",
  "junior high",
  "primary",
  "other",
] as const;

const Tag = z.string().trim().min(1).max(30);
export const CustomerProfile = z
  .object({
    edu: z.object({
      school: z.string().trim().max(100).default(""),
      major: z.string().trim().max(100).default(""),
      startYear: z.number().int().min(1990).max(2100).nullable().default(null),
      degree: z.enum(DEGREES).nullable().default(null),
    }),
    work: z.object({
      company: z.string().trim().max(100).default(""),
      position: z.string().trim().max(100).default(""),
      industry: z.string().trim().max(100).default(""),
    }),
    interests: z.array(Tag).max(20).default([]),
    identityTags: z.array(Tag).max(20).default([]),
  })
  .meta({ id: "CustomerProfile" });
export type CustomerProfile = z.infer<typeof CustomerProfile>;

export const TagSuggestionQuery = z.object({
  kind: z.enum(["interests", "identityTags"]),
  q: z.string().trim().max(30).default(""),
});

// Force rank

export const MILITARY_RANKS = [
  { key: "private", threshold: 0 },
  { key: "corporal", threshold: 50 },
  { key: "sergeant", threshold: 150 },
  { key: "staff_sergeant", threshold: 300 },
  { key: "lieutenant", threshold: 600 },
  { key: "captain", threshold: 1000 },
  { key: "major", threshold: 1600 },
  { key: "colonel", threshold: 2500 },
  { key: "general", threshold: 4000 },
  { key: "marshal", threshold: 6000 },
] as const;

export const MilitaryPower = z.object({
  military_rank: z.number().int().describe("1 = Private"),
  military_rank_key: z.string(),
  military_rank_name: z.string(),
  power: z.number().int(),
  month_score: z.number().int(),
  next_rank_name: z.string().nullable(),
  points_to_next: z.number().int().nullable(),
});
export type MilitaryPower = z.infer<typeof MilitaryPower>;
export const LangOnlyQuery = z.object({ lang: z.enum(LOCALES).optional() });

/** GET /api/customer_profiles/tags: tags people already use that match `q`. */
export const TagSuggestions = z.array(z.string());

/**
 * The user center's contact form (web): the fields as typed, with the message keys the form shows
 * (userCenter validation.*). Empty strings mean "not given"; the web turns them into nulls for
 * UpdateCustomerRequest. A phone needs its country (for the dialing code).
 */
export const CustomerContactForm = z
  .object({
    name: z.string().trim().max(60, "too_long"),
    country: z.string(),
    phone: z
      .string()
      .trim()
      .refine((v) => /^\d*$/.test(v), "only_numbers_allowed")
      .refine((v) => v === "" || (v.length >= 4 && v.length <= 15), "phone_length"),
    address: z.string().trim().max(200, "too_long"),
    email: z
      .string()
      .trim()
      .max(254, "too_long")
      .refine((v) => v === "" || z.email().safeParse(v).success, "invalid_email"),
  })
  .refine((v) => v.phone === "" || v.country !== "", { path: ["country"], message: "country_required" });
export type CustomerContactForm = z.infer<typeof CustomerContactForm>;
