import {
  JOB_PAGE_SIZE,
  type JobListParams,
  jobListSearch,
  pageCount,
  parseJobListParams,
  toJobQuery,
} from "@ask/contracts";
import SearchOff from "@mui/icons-material/SearchOff";
import WorkOutline from "@mui/icons-material/WorkOutlineOutlined";
import { Box, Button, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { cardListSx } from "../../../../components/ui/card-grid";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { ListPagination } from "../../../../components/ui/ListPagination";
import { useDocumentTitle } from "../../../../lib/document-title";
import { formatTotal } from "../../../../lib/format";
import { useSession } from "../../../../lib/session";
import { BoardHeader } from "../../shared/components/BoardHeader";
import { ListingCardSkeletons } from "../../shared/components/ListingCard";
import { ListingPage } from "../../shared/components/ListingDetailLayout";
import { canPostListing } from "../../shared/listing-format";
import { useJobList } from "../api/list-jobs";
import { JobCard } from "../components/JobCard";
import { type JobFilterChange, JobFilters } from "../components/JobFilters";
import { hasJobFilters } from "../job-list-params";

/**
 * /jobs (issue 18): open jobs with filters by city, kind and salary, a page at a time; the filters and
 * the page live in the URL so reload, back and a shared link restore the screen.
 */
export default function JobListPage() {
  useDocumentTitle("jobs");
  const { t, i18n } = useTranslation("jobs");
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseJobListParams(searchParams);
  const result = useJobList(toJobQuery(params));

  const go = (next: JobListParams) => setSearchParams(jobListSearch(next));
  const change = (filters: JobFilterChange) => go({ ...params, ...filters, page: 1 });
  const items = result.data?.items ?? [];
  const filtered = hasJobFilters(params);

  let body: ReactNode;
  if (result.isPending) {
    body = (
      <Box sx={cardListSx}>
        <ListingCardSkeletons count={JOB_PAGE_SIZE / 3} />
      </Box>
    );
  } else if (result.isError && !result.data) {
    body = (
      <ErrorState
        error={result.error}
        onRetry={() => void result.refetch()}
        retryLabel={t("list.retry")}
        message={(detail) => t("list.load_failed", { detail })}
        testId="jobs-error"
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        surface
        testId="jobs-empty"
        icon={filtered ? SearchOff : WorkOutline}
        title={t(filtered ? "list.empty_filtered" : "list.empty")}
        action={
          filtered && (
            <Button
              variant="outlined"
              size="small"
              onClick={() => go({ page: 1 })}
              data-testid="jobs-clear-filters"
            >
              {t("list.clear")}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label={t("list.title")}
        aria-busy={result.isPlaceholderData}
        data-testid="jobs-list"
        sx={{ ...cardListSx, opacity: result.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
      >
        {items.map((job) => (
          <Box component="li" key={job.id} sx={{ minWidth: 0 }}>
            <JobCard job={job} />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <ListingPage>
      <BoardHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        post={
          canPostListing("jobs", user?.role)
            ? { to: "/post/jobs", label: t("list.post"), testId: "jobs-post" }
            : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <JobFilters params={params} onChange={change} />
      </Paper>
      {result.data && (
        <Typography
          variant="body2"
          color="textSecondary"
          aria-live="polite"
          sx={{ mb: 1.5 }}
          data-testid="jobs-total"
        >
          {t("list.total", { total: formatTotal(result.data, i18n.language) })}
        </Typography>
      )}
      {body}
      <ListPagination
        count={result.data ? pageCount(result.data, JOB_PAGE_SIZE) : 0}
        page={params.page}
        onChange={(page) => {
          go({ ...params, page });
          window.scrollTo({ top: 0 });
        }}
        t={t}
        testId="jobs-pagination"
      />
    </ListingPage>
  );
}
