import type { CustomerProfile, DEGREES } from "@ask/contracts";

export type Degree = (typeof DEGREES)[number];
/** The education start years of spec 9: the current year down to 1990. */
const FIRST_START_YEAR = 1990;
export const startYears = () =>
  Array.from(
    { length: new Date().getFullYear() - FIRST_START_YEAR + 1 },
    (_, i) => new Date().getFullYear() - i,
  );
/** i18n keys of the degrees ("high school" → high_school). */
export const degreeKey = (degree: Degree) => `degrees.${degree.replaceAll(" ", "_")}`;

export interface SettingsForm {
  school: string;
  major: string;
  startYear: number | "";
  degree: Degree | "";
  company: string;
  position: string;
  industry: string;
  interests: string[];
  identityTags: string[];
}

export const toSettingsForm = (p: CustomerProfile): SettingsForm => ({
  school: p.edu.school,
  major: p.edu.major,
  startYear: p.edu.startYear ?? "",
  degree: p.edu.degree ?? "",
  company: p.work.company,
  position: p.work.position,
  industry: p.work.industry,
  interests: p.interests,
  identityTags: p.identityTags,
});

export const toProfile = (f: SettingsForm): CustomerProfile => ({
  edu: {
    school: f.school.trim(),
    major: f.major.trim(),
    startYear: f.startYear === "" ? null : f.startYear,
    degree: f.degree === "" ? null : f.degree,
  },
  work: { company: f.company.trim(), position: f.position.trim(), industry: f.industry.trim() },
  interests: f.interests,
  identityTags: f.identityTags,
});

export const EMPTY_SETTINGS_FORM: SettingsForm = {
  school: "",
  major: "",
  startYear: "",
  degree: "",
  company: "",
  position: "",
  industry: "",
  interests: [],
  identityTags: [],
};
