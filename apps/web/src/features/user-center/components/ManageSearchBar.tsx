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
      <TextField
        select
        size="small"
        label={t("year")}
        value={filters.year ?? ""}
        onChange={(e) => update({ year: e.target.value || undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="manage-year"
      >
        <MenuItem value="">{t("all_years")}</MenuItem>
        {yearOptions().map((y) => (
          <MenuItem key={y} value={y}>
            {t("year_value", { year: y })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("month")}
        value={filters.month ?? ""}
        onChange={(e) => update({ month: e.target.value || undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="manage-month"
      >
        <MenuItem value="">{t("all_months")}</MenuItem>
        {MONTHS.map((m) => (
          <MenuItem key={m} value={m}>
            {monthName(m)}
          </MenuItem>
        ))}
      </TextField>
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
