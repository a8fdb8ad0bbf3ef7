import { z } from "zod";
import { LOCALES } from "./constants.js";

export const CHANNEL_ICONS = [
  "agriculture",
  "construction",
  "electronics",
  "finance",
  "healthcare",
  "law",
  "machinery",
  "software",
  "water",
] as const;

export const LangQuery = z.object({ lang: z.enum(LOCALES).optional() });

/** Map of locale → translated name. */
export const I18nNames = z.record(z.string(), z.string());

export const Channel = z
  .object({
    id: z.number().int(),
    name: z.string().describe("Name in the requested language (fallback en)"),
    icon: z.string(),
    i18n: I18nNames,
  })
  .meta({ id: "Channel" });
export type Channel = z.infer<typeof Channel>;

export const Category = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    channel_id: z.number().int(),
    i18n: I18nNames,
  })
  .meta({ id: "Category" });
export type Category = z.infer<typeof Category>;

export const CategoryListQuery = LangQuery.extend({
  channel_id: z.coerce.number().int().positive(),
});

export const SloganResponse = z.object({ lang: z.enum(LOCALES), slogan: z.string() });

export const Country = z
  .object({
    code: z.string().length(2),
    name: z.string(),
    currency: z.string().length(3),
    dialingCode: z.string().regex(/^\+\d{1,4}$/),
  })
  .meta({ id: "Country" });
export type Country = z.infer<typeof Country>;

export const ChannelList = z.array(Channel);
export const CategoryList = z.array(Category);
export const CountryList = z.array(Country);
