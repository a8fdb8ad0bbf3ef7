import { QUESTION_LIMITS } from "@ask/contracts";
import ClearIcon from "@mui/icons-material/Clear";
import SearchIcon from "@mui/icons-material/Search";
import { Button, IconButton, InputAdornment, MenuItem, Paper, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ManageFilters } from "../api/manage";
import { MONTHS, yearOptions } from "./manage-filters";

interface Props {
  filters: ManageFilters;
  update(changes: Record<string, string | undefined>): void;
}

/** Year and month selects and the keyword search of the manage tab. */
export function ManageSearchBar({ filters, update }: Props) {
  const { t, i18n } = useTranslation("manage");
  const [keyword, setKeyword] = useState(filters.search ?? "");
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: keyword.trim() || undefined });
  };
  const clearSearch = () => {
    setKeyword("");
    update({ q: undefined });
  };
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(i18n.language.replace("_", "-"), { month: "long" }).format(
      new Date(2024, m - 1, 1),
    );
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={search}
      role="search"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr 1fr", sm: "130px 130px 1fr auto" },
        alignItems: "center",
      }}
    >
      <FilterSelect
        label={t("year")}
        value={filters.year}
        onChange={(year) => update({ year })}
        all={t("all_years")}
        options={yearOptions().map((y) => [y, t("year_value", { year: y })] as const)}
        testId="manage-year"
      />
      <FilterSelect
        label={t("month")}
        value={filters.month}
        onChange={(month) => update({ month })}
        all={t("all_months")}
        options={MONTHS.map((m) => [m, monthName(m)] as const)}
        testId="manage-month"
      />
      <TextField
        size="small"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t("keyword_placeholder")}
        sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}
        slotProps={{
          htmlInput: {
            maxLength: QUESTION_LIMITS.searchMaxChars,
            "aria-label": t("keyword"),
            "data-testid": "manage-keyword",
          },
          input: {
            endAdornment: keyword ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={t("clear")} onClick={clearSearch}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SearchIcon />}
        sx={{ gridColumn: { xs: "1 / -1", sm: "auto" }, height: 40 }}
        data-testid="manage-search"
      >
        {t("search")}
      </Button>
    </Paper>
  );
}

interface FilterSelectProps {
  label: string;
  value: number | string | undefined;
  /** The chosen value, or undefined for "all". */
  onChange(value: string | undefined): void;
  /** The label of the empty choice (no filter). */
  all: string;
  options: readonly (readonly [number | string, string])[];
  testId: string;
}

/** A small select of the filter bar whose first choice is "all" (no filter). */
function FilterSelect({ label, value, onChange, all, options, testId }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value || undefined)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
