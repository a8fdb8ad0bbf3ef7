import {
  HOUSING_CATEGORIES,
  HOUSING_DECORATIONS,
  HOUSING_PRICE_BUCKETS,
  HOUSING_ROOM_OPTIONS,
  HOUSING_SIZE_BUCKETS,
  HOUSING_TYPES,
} from "@ask/contracts";
import { Box, Chip, MenuItem, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useHousingCities } from "../api/housing-cities";
import type { HousingListParams } from "../housing-list-params";

export type HousingFilterChange = Partial<Omit<HousingListParams, "page" | "pageSize" | "tab">>;

interface Props {
  params: HousingListParams;
  /** Any filter change starts again at page 1. */
  onChange(change: HousingFilterChange): void;
}

const PARENTS = HOUSING_CATEGORIES.filter((c) => c.parent_id === null);

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
        options={cityOptions.map((city) => ({ value: city, label: city }))}
        onChange={(city) => onChange({ city })}
      />
      <ChipRow
        name="price"
        label={t("filters.price")}
        value={params.price}
        options={HOUSING_PRICE_BUCKETS.map((b) => ({ value: b.key, label: t(`price_buckets.${b.key}`) }))}
        onChange={(price) => onChange({ price })}
      />
      <ChipRow
        name="size"
        label={t("filters.size")}
        value={params.size}
        options={HOUSING_SIZE_BUCKETS.map((b) => ({ value: b.key, label: t(`size_buckets.${b.key}`) }))}
        onChange={(size) => onChange({ size })}
      />
      <ChipRow
        name="room"
        label={t("filters.layout")}
        value={params.room}
        options={HOUSING_ROOM_OPTIONS.map((n) => ({ value: n, label: t(`rooms.${n}`) }))}
        onChange={(room) => onChange({ room })}
      />
      <ChipRow
        name="type"
        label={t("filters.type")}
        value={params.type}
        options={HOUSING_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        onChange={(type) => onChange({ type })}
      />
      <ChipRow
        name="decoration"
        label={t("filters.decoration")}
        value={params.decoration}
        options={HOUSING_DECORATIONS.map((v) => ({ value: v, label: t(`decorations.${v}`) }))}
        onChange={(decoration) => onChange({ decoration })}
      />
    </Box>
  );
}

function CategorySelects({ params, onChange }: Props) {
  const { t } = useTranslation("housing");
  const children = HOUSING_CATEGORIES.filter((c) => c.parent_id !== null && c.parent_id === params.top);
  const toId = (value: string) => (value ? Number(value) : undefined);
  const select = (label: string, testId: string) => ({
    select: true,
    size: "small" as const,
    fullWidth: true,
    label,
    slotProps: {
      select: { displayEmpty: true, "data-testid": testId },
      inputLabel: { shrink: true },
    },
  });
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(2, minmax(0, 240px))" },
        mb: 0.5,
      }}
    >
      <TextField
        {...select(t("filters.parent_category"), "housing-filter-top")}
        value={params.top ? String(params.top) : ""}
        onChange={(e) => onChange({ top: toId(e.target.value), category: undefined })}
      >
        <MenuItem value="">{t("filters.all_categories")}</MenuItem>
        {PARENTS.map((c) => (
          <MenuItem key={c.id} value={String(c.id)} data-testid={`housing-top-option-${c.id}`}>
            {t(`categories.${c.key}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select(t("filters.child_category"), "housing-filter-category")}
        value={params.category ? String(params.category) : ""}
        disabled={!params.top}
        onChange={(e) => onChange({ category: toId(e.target.value) })}
      >
        <MenuItem value="">{t("filters.all_categories")}</MenuItem>
        {children.map((c) => (
          <MenuItem key={c.id} value={String(c.id)} data-testid={`housing-category-option-${c.id}`}>
            {t(`categories.${c.key}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

interface ChipRowProps<T extends string | number> {
  name: string;
  label: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange(value: T | undefined): void;
}

/** A labelled row of toggle chips: "any" plus the options; choosing one clears the others. */
function ChipRow<T extends string | number>({ name, label, value, options, onChange }: ChipRowProps<T>) {
  const { t } = useTranslation("housing");
  const labelId = `housing-filter-${name}-label`;
  const chip = (key: string, text: string, selected: boolean, next: T | undefined) => (
    <Chip
      key={key}
      label={text}
      size="small"
      clickable
      color={selected ? "primary" : "default"}
      variant={selected ? "filled" : "outlined"}
      aria-pressed={selected}
      onClick={() => onChange(next)}
      sx={{
        maxWidth: 200,
        fontSize: 13,
        ...(selected ? {} : { borderColor: "transparent", bgcolor: "action.hover" }),
      }}
      data-testid={`housing-filter-${name}-${key}`}
    />
  );
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: "flex", alignItems: "flex-start", gap: { xs: 1, sm: 1.5 } }}
      data-testid={`housing-filter-${name}`}
    >
      <Typography
        id={labelId}
        variant="body2"
        color="textSecondary"
        sx={{ width: { xs: 56, sm: 72 }, flexShrink: 0, pt: 0.4, fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, minWidth: 0 }}>
        {chip("any", t("filters.any"), value === undefined, undefined)}
        {options.map((o) => chip(String(o.value), o.label, o.value === value, o.value))}
      </Box>
    </Box>
  );
}
