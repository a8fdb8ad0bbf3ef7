import { JOB_SALARY_BUCKETS, JOB_TYPES, type JobListParams } from "@ask/contracts";
import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SearchField } from "../../../../components/SearchField";
import { FilterChipRow } from "../../shared/components/FilterChipRow";

export type JobFilterChange = Partial<Omit<JobListParams, "page">>;

/** The filters of /jobs: a city (words of the address), the kind of job and a monthly salary range. */
export function JobFilters({
  params,
  onChange,
}: {
  params: JobListParams;
  onChange(change: JobFilterChange): void;
}) {
  const { t } = useTranslation("jobs");
  const row = { idPrefix: "jobs-filter", anyLabel: t("list.any") };
  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", gap: { xs: 1.25, sm: 1 } }}
      data-testid="jobs-filters"
    >
      <Box sx={{ maxWidth: { sm: 360 }, mb: 0.5 }}>
        <SearchField
          key={params.city ?? ""}
          value={params.city ?? ""}
          onSearch={(city) => onChange({ city: city || undefined })}
          labels={{ placeholder: t("list.city"), clear: t("list.city_clear"), submit: t("list.city_submit") }}
          maxLength={40}
          testId="jobs-filter-city"
        />
      </Box>
      <FilterChipRow
        {...row}
        name="type"
        label={t("list.kind")}
        value={params.type}
        options={JOB_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        onChange={(type) => onChange({ type })}
      />
      <FilterChipRow
        {...row}
        name="salary"
        label={t("list.salary")}
        value={params.salary}
        options={JOB_SALARY_BUCKETS.map((b) => ({ value: b.key, label: t(`list.salary_buckets.${b.key}`) }))}
        onChange={(salary) => onChange({ salary })}
      />
    </Box>
  );
}
