import type { ReportGroup } from "@ask/contracts";
import { Box, Chip, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "../../../lib/format";

/** Who reported a target, with their reason, note and time (oldest first). */
export function ReporterList({ reporters }: { reporters: ReportGroup["reporters"] }) {
  const { t, i18n } = useTranslation("moderation");
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="caption" color="textSecondary" component="div" sx={{ mb: 0.5 }}>
        {t("queue.reporters", { n: reporters.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: "flex", flexDirection: "column", gap: 0.75 }}>
        {reporters.map((r) => (
          <Box
            component="li"
            key={r.report_id}
            sx={{
              listStyle: "none",
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              columnGap: 1,
              rowGap: 0.25,
            }}
            data-testid="reporter"
          >
            <Link
              component={RouterLink}
              to={`/user?id=${r.reporter_id}`}
              underline="hover"
              dir="auto"
              sx={{ fontWeight: 600 }}
            >
              {r.reporter_name}
            </Link>
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={t(`report.reasons.${r.reason}`)}
              data-testid="reporter-reason"
            />
            <Typography variant="caption" color="textSecondary">
              {formatDateTime(r.created_at, i18n.language)}
            </Typography>
            {r.note && (
              <Typography
                variant="body2"
                dir="auto"
                sx={{ flexBasis: "100%", overflowWrap: "anywhere", color: "text.secondary" }}
                data-testid="reporter-note"
              >
                “{r.note}”
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
