import { QUESTION_LIMITS, QUESTION_STATUSES, type QuestionStatus } from "@ask/contracts";
import AddIcon from "@mui/icons-material/Add";
import ClearIcon from "@mui/icons-material/Clear";
import SearchIcon from "@mui/icons-material/Search";
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatTotal } from "../../../lib/format";
import { useErrorMessage } from "../../../lib/use-error-message";
import { QuestionListEmpty, QuestionListItem, QuestionListSkeleton } from "../../questions";
import { MANAGE_PAGE_SIZE, type ManageFilters, type ManageKind, useManageList } from "../api/manage";

const KINDS: readonly ManageKind[] = ["questions", "answers"];
const STATUSES = ["all", ...QUESTION_STATUSES] as const;
type StatusFilter = (typeof STATUSES)[number];

/** Spec 9 lists 2024 and 2025; the filter runs from the current year down to 2024. */
const FIRST_YEAR = 2024;
const yearOptions = () => {
  const current = Math.max(new Date().getFullYear(), FIRST_YEAR);
  return Array.from({ length: current - FIRST_YEAR + 1 }, (_, i) => current - i);
};
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The filters live in the URL beside ?tab=manage, so going back from a question keeps them. */
function readFilters(params: URLSearchParams): ManageFilters {
  const kind = params.get("kind") === "answers" ? "answers" : "questions";
  const rawStatus = params.get("status");
  const status = QUESTION_STATUSES.includes(rawStatus as QuestionStatus)
    ? (rawStatus as QuestionStatus)
    : undefined;
  const year = positiveInt(params.get("year"));
  const month = positiveInt(params.get("month"));
  const search = params.get("q")?.trim().slice(0, QUESTION_LIMITS.searchMaxChars) || undefined;
  return {
    kind,
    status,
    year: year && year >= FIRST_YEAR && year <= 2100 ? year : undefined,
    month: month && month <= 12 ? month : undefined,
    search,
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/**
 * User centre, tab manage (spec 2): my questions or the questions I answered, with a status toggle
 * showing real counts, year and month filters and a keyword search that really filters.
 */
export function ManageTab() {
  const { t, i18n } = useTranslation("manage");
  const tq = useTranslation("questions").t;
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useManageList(filters);
  const [keyword, setKeyword] = useState(filters.search ?? "");

  /** Changes filters and goes back to page 1 (unless the page itself changes). */
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!("page" in changes)) next.delete("page");
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: !("page" in changes) && !("kind" in changes) },
    );

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
  const counts = list.data?.counts;
  const status: StatusFilter = filters.status ?? "all";
  const filtered = Boolean(filters.status || filters.year || filters.month || filters.search);
  const pageCount = list.data ? Math.ceil(list.data.total / MANAGE_PAGE_SIZE) : 0;

  return (
    <Stack spacing={2} data-testid="manage-tab">
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Tabs
          value={filters.kind}
          onChange={(_e, kind: ManageKind) =>
            update({ kind: kind === "questions" ? undefined : kind, status: undefined })
          }
          aria-label={t("kinds_label")}
          sx={{ flex: 1, minWidth: 0, minHeight: 44, "& .MuiTab-root": { minHeight: 44 } }}
        >
          {KINDS.map((kind) => (
            <Tab key={kind} value={kind} label={t(`kinds.${kind}`)} data-testid={`manage-kind-${kind}`} />
          ))}
        </Tabs>
        {/* Spec 2: the ask button goes to /publishInfoEditor (the ask form, leading back here). */}
        <Button
          component={Link}
          to="/publishInfoEditor"
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          sx={{ flexShrink: 0, mb: 0.5 }}
          data-testid="manage-ask"
        >
          {t("ask")}
        </Button>
      </Box>

      <Box>
        <ToggleButtonGroup
          value={status}
          exclusive
          size="small"
          color="primary"
          onChange={(_e, next: StatusFilter | null) => {
            if (next) update({ status: next === "all" ? undefined : next });
          }}
          aria-label={t("status_label")}
          data-testid="manage-status"
          // Separate pills that wrap: all five statuses stay visible on a phone.
          sx={{
            flexWrap: "wrap",
            gap: 1,
            "& .MuiToggleButton-root": {
              px: 1.5,
              m: 0,
              whiteSpace: "nowrap",
              textTransform: "none",
              border: 1,
              borderColor: "divider",
              borderRadius: 999,
            },
            "& .MuiToggleButton-root.Mui-selected": { borderColor: "primary.main" },
          }}
        >
          {STATUSES.map((s) => (
            <ToggleButton key={s} value={s} data-testid={`manage-status-${s}`}>
              {tq(`status.${s}`)}
              <Box
                component="span"
                sx={{
                  ml: 0.75,
                  px: 0.75,
                  minWidth: 20,
                  borderRadius: 10,
                  fontSize: 12,
                  lineHeight: "18px",
                  fontWeight: 700,
                  bgcolor: s === status ? "primary.main" : "action.selected",
                  color: s === status ? "primary.contrastText" : "text.secondary",
                }}
                data-testid={`manage-count-${s}`}
              >
                {counts ? counts[s] : "–"}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

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

      {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
      {list.isPending && <QuestionListSkeleton />}
      {list.data && (
        <Box>
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }} data-testid="manage-total">
            {filters.search
              ? t("total_search", { n: formatTotal(list.data, i18n.language), q: filters.search })
              : t("total", { n: formatTotal(list.data, i18n.language) })}
          </Typography>
          {list.data.items.length === 0 ? (
            <QuestionListEmpty hint={filtered ? t("empty_filtered") : t(`empty.${filters.kind}`)} />
          ) : (
            <Stack
              spacing={1.5}
              data-testid="manage-list"
              aria-busy={list.isPlaceholderData}
              sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
            >
              {list.data.items.map((q) => (
                <QuestionListItem key={q.id} question={q} />
              ))}
            </Stack>
          )}
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={Math.min(filters.page, pageCount)}
              onChange={(_e, next) => update({ page: next === 1 ? undefined : String(next) })}
              color="primary"
              shape="rounded"
              siblingCount={0}
              getItemAriaLabel={(type, n, selected) =>
                type === "page"
                  ? tq(selected ? "pagination.current" : "pagination.page", { n })
                  : tq(`pagination.${type}`)
              }
              sx={{ mt: 3, display: "flex", justifyContent: "center" }}
              data-testid="manage-pagination"
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
