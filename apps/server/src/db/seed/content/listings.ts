import type { Locale } from "@ask/contracts";

/**
 * Demo classified listings: the people and companies who post them. Pure data: the seed script
 * (db/seed/listings.ts) turns it into rows. Housing is in listings-housing.ts, second-hand sales and
 * housekeeping services in listings-market.ts, jobs in listings-jobs.ts.
 */

export interface DemoListingOwner {
  username: string;
  lang: Locale;
  role: "publisher" | "organization";
}

/** The first owner decides whether the listing demo already ran. */
export const DEMO_LISTING_OWNERS: DemoListingOwner[] = [
  { username: "anju_realty", lang: "zh", role: "organization" },
  { username: "huang_xiaoyu_agent", lang: "zh", role: "publisher" },
  { username: "pearl_river_homes", lang: "zh", role: "organization" },
  { username: "shanghai_expat_homes", lang: "en", role: "organization" },
  { username: "sakura_fudosan", lang: "ja", role: "publisher" },
  { username: "hogar_en_china", lang: "es", role: "publisher" },
  { username: "dar_alsharq_realty", lang: "ar", role: "publisher" },
  { username: "hausmann_immobilien", lang: "de", role: "publisher" },
  { username: "maison_orient", lang: "fr", role: "publisher" },
  { username: "casa_oriente", lang: "pt", role: "publisher" },
  { username: "tianfu_secondhand", lang: "zh", role: "publisher" },
  { username: "xinyi_jiazheng", lang: "zh", role: "organization" },
  { username: "kuaiban_moving", lang: "zh", role: "organization" },
  { username: "yunqi_talent", lang: "zh", role: "organization" },
  { username: "globalbridge_hr", lang: "en", role: "organization" },
];
