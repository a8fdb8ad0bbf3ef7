import type { ModerationAction, ReportGroup } from "@ask/contracts";
import { Box, Chip, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { AnswerQuote } from "../../../components/ui/AnswerQuote";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { formatDateTime } from "../../../lib/format";
import { ModerationChip } from "../../reports";
import { actionsFor } from "../api/report-queue";
import { AdminCard, type DecidingProps } from "./AdminCard";
import { ModerationButtons } from "./ModerationButtons";
import { ReporterList } from "./ReporterList";

type Props = DecidingProps<ModerationAction> & { group: ReportGroup };

/**
 * One reported (or held) target of the moderation queue: what it is, its state, the content (title,
 * plain-text excerpt, author, link), who reported it and why, how it was decided, and the actions.
 */
export function ReportGroupCard({ group, busy, onDecide }: Props) {
  const { t, i18n } = useTranslation("moderation");
  const lang = i18n.language;
  const { content } = group;
  const title =
    content.title.trim() || t(`queue.untitled.${group.target_type === "comment" ? "comment" : "other"}`);
  return (
    <AdminCard
      testId="report-group"
      data={{
        "data-target": `${group.target_type}:${group.target_id}`,
        "data-report-id": group.report_id ?? "",
      }}
    >
      <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap", alignItems: "center", mb: 1 }}>
        <Chip size="small" color="primary" variant="outlined" label={t(`queue.types.${group.target_type}`)} />
        <ModerationChip item={content} />
        {group.report_id === null && group.action === null ? (
          <Chip size="small" color="info" label={t("queue.held")} data-testid="report-group-held" />
        ) : (
          <Chip
            size="small"
            color={group.reports_count > 1 ? "error" : "default"}
            label={t("queue.reports_count", { n: group.reports_count })}
            data-testid="report-group-count"
          />
        )}
        {!content.exists && (
          <Chip size="small" label={t("queue.deleted")} data-testid="report-group-deleted" />
        )}
      </Box>
      {content.link && content.exists ? (
        <Link
          component={RouterLink}
          to={content.link}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: "1.05rem", overflowWrap: "anywhere", display: "block" }}
          dir="auto"
          data-testid="report-group-title"
        >
          {title}
        </Link>
      ) : (
        <Typography
          sx={{ fontWeight: 700, fontSize: "1.05rem", overflowWrap: "anywhere" }}
          dir="auto"
          data-testid="report-group-title"
        >
          {title}
        </Typography>
      )}
      <FactGrid columns={{ xs: 2, sm: 3 }} sx={{ my: 1.5 }}>
        <Fact label={t("queue.fields.author")}>
          {content.author_id !== null && content.author_name ? (
            <Link
              component={RouterLink}
              to={`/user?id=${content.author_id}`}
              underline="hover"
              dir="auto"
              data-testid="report-group-author"
            >
              {content.author_name}
            </Link>
          ) : (
            "—"
          )}
        </Fact>
        <Fact label={t(group.target_type === "user" ? "queue.fields.joined" : "queue.fields.posted")}>
          {content.created_at ? formatDateTime(content.created_at, lang) : "—"}
        </Fact>
        <Fact label={t("queue.fields.reported")}>
          {group.first_reported_at ? formatDateTime(group.first_reported_at, lang) : "—"}
        </Fact>
      </FactGrid>
      {content.excerpt.trim() && (
        <AnswerQuote text={content.excerpt} maxHeight={160} relaxed testId="report-group-excerpt" />
      )}
      {content.moderation_note && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1, overflowWrap: "anywhere" }} dir="auto">
          {t("queue.current_note", { note: content.moderation_note })}
        </Typography>
      )}
      {group.reporters.length > 0 && <ReporterList reporters={group.reporters} />}
      {group.action && (
        <Typography
          variant="body2"
          sx={{ mt: 1.5, fontWeight: 600, overflowWrap: "anywhere" }}
          dir="auto"
          data-testid="report-group-decision"
        >
          {t("queue.decided", {
            action: t(`queue.actions.${group.action}`),
            name: group.resolved_by_name ?? "—",
          })}
          {group.resolution_note ? ` — ${group.resolution_note}` : ""}
        </Typography>
      )}
      <ModerationButtons actions={actionsFor(group)} busy={busy} onAction={onDecide} />
    </AdminCard>
  );
}
