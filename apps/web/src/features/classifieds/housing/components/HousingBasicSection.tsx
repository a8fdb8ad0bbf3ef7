import { HOUSING_CATEGORIES, HOUSING_TYPES, LISTING_LIMITS } from "@ask/contracts";
import { TextField } from "@mui/material";
import { Section } from "../../../../components/ui/Section";
import { HousingSelect, textProps, wide } from "./housing-form-fields";
import type { HousingFormApi } from "./use-housing-form";

const PARENTS = HOUSING_CATEGORIES.filter((c) => c.parent_id === null);

/** Title, category and sub-category, listing type and tag. */
export function HousingBasicSection({ api }: { api: HousingFormApi }) {
  const { t } = api;
  const children = HOUSING_CATEGORIES.filter(
    (c) => c.parent_id !== null && String(c.parent_id) === api.watched.top,
  );
  return (
    <Section title={t("form.section_basic")} grid>
      <TextField {...textProps(api, "title", LISTING_LIMITS.titleMax)} sx={wide} />
      <HousingSelect
        api={api}
        field="top_category_id"
        options={PARENTS.map((c) => ({ value: String(c.id), label: t(`categories.${c.key}`) }))}
      />
      <HousingSelect
        api={api}
        field="category_id"
        options={children.map((c) => ({ value: String(c.id), label: t(`categories.${c.key}`) }))}
        disabled={children.length === 0}
      />
      <HousingSelect
        api={api}
        field="type"
        options={HOUSING_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
      />
      <TextField {...textProps(api, "tag", 20, { hint: t("form.tag_hint") })} />
    </Section>
  );
}
