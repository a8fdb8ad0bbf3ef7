import SearchOff from "@mui/icons-material/SearchOff";
import { Box, Paper, Skeleton } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { useDocumentTitle } from "../../../../lib/document-title";

/** The job page's column (the detail, its skeleton and its "missing" card share it). */
export const PAGE_SX = { maxWidth: 1000, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } } as const;

/** An unknown or unreadable job id: a card with a way home. */
export function JobMissing() {
  useDocumentTitle("job");
  const { t } = useTranslation("jobs");
  return (
    <Box sx={{ ...PAGE_SX, maxWidth: 640 }}>
      <EmptyState
        variant="page"
        icon={SearchOff}
        iconColor="text.secondary"
        title={t("missing_title")}
        text={t("missing_body")}
        links={[{ to: "/home", label: t("back_home") }]}
        testId="job-missing"
      />
    </Box>
  );
}

/** The page's shape while the job loads. */
export function JobSkeleton() {
  return (
    <Box sx={PAGE_SX} aria-busy>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Skeleton width="60%" height={40} />
        <Skeleton width="40%" />
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: 1.5, mt: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Box>
      </Paper>
      <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
    </Box>
  );
}
