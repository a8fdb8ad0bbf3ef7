import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListLoadError } from "../../../components/ui/ListLoadError";
import { ListPagination } from "../../../components/ui/ListPagination";
import { formatTotal } from "../../../lib/format";
import { QuestionListEmpty, QuestionListItem, QuestionListSkeleton } from "../../questions";
import { MANAGE_PAGE_SIZE, type ManageKind, useManageList } from "../api/manage";
import { ManageSearchBar } from "./ManageSearchBar";
import { ManageStatusToggle } from "./ManageStatusToggle";
import { KINDS, readFilters, type StatusFilter } from "./manage-filters";

/**
 * User centre, tab manage (spec 2): my questions or the questions I answered, with a status toggle
 * showing real counts, year and month filters and a keyword search that really filters.
 */
export function ManageTab() {
  const { t, i18n } = useTranslation("manage");
  const tq = useTranslation("questions").t;
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useManageList(filters);

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

      <ManageStatusToggle
        status={status}
        counts={counts}
        onChange={(next) => update({ status: next === "all" ? undefined : next })}
      />
      <ManageSearchBar filters={filters} update={update} />

      {list.isError && !list.data && <ListLoadError query={list} testId="manage-list-error" />}
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
          <ListPagination
            count={pageCount}
            page={filters.page}
            onChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
            t={tq}
            testId="manage-pagination"
          />
        </Box>
      )}
    </Stack>
  );
}
