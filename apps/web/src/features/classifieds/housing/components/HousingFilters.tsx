import {
  HOUSING_CATEGORIES,
  HOUSING_DECORATIONS,
  HOUSING_PRICE_BUCKETS,
  HOUSING_ROOM_OPTIONS,
  HOUSING_SIZE_BUCKETS,
  HOUSING_TYPES,
  type HousingListParams,
} from "@ask/contracts";
import { Box, MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { FilterChipRow, type FilterChipRowProps } from "../../shared/components/FilterChipRow";
import { useHousingCities } from "../api/housing-cities";

export type HousingFilterChange = Partial<Omit<HousingListParams, "page" | "pageSize" | "tab">>;

interface Props {
  params: HousingListParams;
  /** Any filter change starts again at page 1. */
  onChange(change: HousingFilterChange): void;
}

const PARENTS = HOUSING_CATEGORIES.filter((c) => c.parent_id === null);

/** The chip rows after the city: the URL key, its label and its choices with their label keys. */
const CHIP_ROWS: {
  name: "price" | "size" | "room" | "type" | "decoration";
  label: string;
  values: readonly (string | number)[];
  valueLabel(value: string | number): string;
}[] = [
  {
    name: "price",
    label: "filters.price",
    values: HOUSING_PRICE_BUCKETS.map((b) => b.key),
    valueLabel: (key) => `price_buckets.${key}`,
  },
  {
    name: "size",
    label: "filters.size",
    values: HOUSING_SIZE_BUCKETS.map((b) => b.key),
    valueLabel: (key) => `size_buckets.${key}`,
  },
  { name: "room", label: "filters.layout", values: HOUSING_ROOM_OPTIONS, valueLabel: (n) => `rooms.${n}` },
  { name: "type", label: "filters.type", values: HOUSING_TYPES, valueLabel: (v) => `types.${v}` },
  {
    name: "decoration",
    label: "filters.decoration",
    values: HOUSING_DECORATIONS,
    valueLabel: (v) => `decorations.${v}`,
  },
];

/** A chip row of /houses (test ids "housing-filter-<name>-<value>"). */
function ChipRow<T extends string | number>(props: Omit<FilterChipRowProps<T>, "idPrefix" | "anyLabel">) {
  const { t } = useTranslation("housing");
  return <FilterChipRow {...props} idPrefix="housing-filter" anyLabel={t("filters.any")} />;
}

/** Category selects and the rows of filter chips of /houses (spec 2), each row with an "any" chip. */
export function HousingFilters({ params, onChange }: Props) {
  const { t } = useTranslation("housing");
  const cities = useHousingCities();
  const cityOptions = cities.data?.items.map((c) => c.city) ?? [];
  // A city from the URL stays selectable even when it has no listings (left) any more.
  if (params.city && !cityOptions.includes(params.city)) cityOptions.unshift(params.city);

  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", gap: { xs: 1.25, sm: 1 } }}
      data-testid="housing-filters"
    >
      <CategorySelects params={params} onChange={onChange} />
      <ChipRow
        name="city"
        label={t("filters.area")}
        value={params.city}
        options={cityOptions.map((city) => ({
          value: city,
          label: t(`cities.${city}`, { defaultValue: city }),
        }))}
        onChange={(city) => onChange({ city })}
      />
      {CHIP_ROWS.map(({ name, label, values, valueLabel }) => (
        <ChipRow<string | number>
          key={name}
          name={name}
          label={t(label)}
          value={params[name]}
          options={values.map((value) => ({ value, label: t(valueLabel(value)) }))}
          onChange={(value) => onChange({ [name]: value } as HousingFilterChange)}
        />
      ))}
    </Box>
  );
}

function CategorySelects({ params, onChange }: Props) {
  // No parent chosen: no children, so the second select waits (disabled) for the first.
  const children = HOUSING_CATEGORIES.filter((c) => c.parent_id !== null && c.parent_id === params.top);
  const pickTop = (top: number | undefined) => onChange({ top, category: undefined });
  const pickChild = (category: number | undefined) => onChange({ category });
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(2, minmax(0, 240px))" },
        mb: 0.5,
      }}
    >
      <CategorySelect level="top" value={params.top} options={PARENTS} onChange={pickTop} />
      <CategorySelect level="category" value={params.category} options={children} onChange={pickChild} />
    </Box>
  );
}

/** A category select with an "all categories" choice first (empty value: no category); disabled when empty. */
function CategorySelect({
  level,
  value,
  options,
  onChange,
}: {
  /** "top": the parent categories; "category": the children of the chosen parent. */
  level: "top" | "category";
  value: number | undefined;
  options: readonly (typeof HOUSING_CATEGORIES)[number][];
  onChange(id: number | undefined): void;
}) {
  const { t } = useTranslation("housing");
  const slotProps = {
    select: { displayEmpty: true, "data-testid": `housing-filter-${level}` },
    inputLabel: { shrink: true },
  };
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t(level === "top" ? "filters.parent_category" : "filters.child_category")}
      value={value ? String(value) : ""}
      disabled={options.length === 0}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      slotProps={slotProps}
    >
      <MenuItem value="">{t("filters.all_categories")}</MenuItem>
      {options.map((c) => (
        <MenuItem key={c.id} value={String(c.id)} data-testid={`housing-${level}-option-${c.id}`}>
          {t(`categories.${c.key}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
