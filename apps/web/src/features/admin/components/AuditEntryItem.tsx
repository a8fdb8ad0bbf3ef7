import type { AuditEntry } from "@ask/contracts";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import { Box, Chip, Link, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "../../../lib/format";

/** Where a target can be opened: users on the users page, questions on their screen. */
const targetLink = (entry: AuditEntry) =>
  entry.target_type === "user"
    ? `/admin/users?id=${entry.target_id}`
    : entry.target_type === "question"
      ? `/question?id=${entry.target_id}`
      : null;

/** What changed, as `key: value` pairs as stored (a ban's end, a list's size, a payout's amount). */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== "object")
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(" · ");

/** One audit log entry: the action, who, on what, when, the note and what changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation("adminUsers");
  const to = targetLink(entry);
  const target = (
    <>
      {t(`audit.targets.${entry.target_type}`)} <bdi>#{entry.target_id}</bdi>
    </>
  );
  // A role change reads in words (from → to); other details as stored.
  const { from, to: toRole } = entry.detail;
  const roleChange =
    entry.action === "role_change" && typeof from === "string" && typeof toRole === "string"
      ? { from: t(`roles.${from}`), to: t(`roles.${toRole}`) }
      : null;
  const detail = roleChange ? "" : detailText(entry.detail);
  const arrow = (
    <ArrowForwardIcon
      fontSize="inherit"
      color="action"
      aria-hidden
      sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }}
    />
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: "none", borderRadius: 2 }}
      data-testid="audit-entry"
      data-action={entry.action}
    >
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Chip size="small" color="primary" variant="outlined" label={t(`audit.actions.${entry.action}`)} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {entry.actor_name}
        </Typography>
        {arrow}
        {to ? (
          <Link component={RouterLink} to={to} variant="body2" underline="hover">
            {target}
          </Link>
        ) : (
          <Typography variant="body2">{target}</Typography>
        )}
        <Typography variant="caption" color="textSecondary" sx={{ marginInlineStart: "auto" }}>
          {formatDateTime(entry.created_at, i18n.language)}
        </Typography>
      </Box>
      {entry.note && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: "anywhere" }}>
          {entry.note}
        </Typography>
      )}
      {roleChange && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ mt: 0.5, display: "flex", alignItems: "center", gap: 0.5 }}
          data-testid="audit-role-change"
        >
          {roleChange.from} {arrow} {roleChange.to}
        </Typography>
      )}
      {detail && (
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          dir="ltr"
          sx={{ mt: 0.5, fontFamily: "monospace", overflowWrap: "anywhere", textAlign: "start" }}
        >
          {detail}
        </Typography>
      )}
    </Paper>
  );
}
