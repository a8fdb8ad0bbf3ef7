import { Avatar, Box, Button, Link, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "../../../lib/format";
import type { AdminExpertRow } from "../api/expert-applications";
import { ExpertScopeChips } from "./ExpertApplicationItem";

/** One approved expert: who, since when, for what, and the revoke button. */
export function ApprovedExpertItem({
  expert,
  busy,
  onRevoke,
}: {
  expert: AdminExpertRow;
  busy: boolean;
  onRevoke(): void;
}) {
  const { t, i18n } = useTranslation("admin");
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        listStyle: "none",
        display: "flex",
        gap: 1.5,
        alignItems: { xs: "flex-start", sm: "center" },
        flexDirection: { xs: "column", sm: "row" },
      }}
      data-testid="expert-item"
    >
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", flex: 1, minWidth: 0 }}>
        <Avatar src={expert.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
          {expert.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/user?id=${expert.user_id}`}
            underline="hover"
            sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
            dir="auto"
          >
            {expert.username}
          </Link>
          {expert.approved_at && (
            <Typography variant="caption" color="textSecondary" component="div">
              {t("experts.approved_at", { date: formatDateTime(expert.approved_at, i18n.language) })}
            </Typography>
          )}
          <Box sx={{ mt: 0.5 }}>
            <ExpertScopeChips channelId={expert.channel_id} categoryIds={expert.category_ids} />
          </Box>
        </Box>
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        onClick={onRevoke}
        disabled={busy}
        data-testid="expert-revoke"
        sx={{ flexShrink: 0, alignSelf: { xs: "stretch", sm: "center" } }}
      >
        {t("experts.revoke")}
      </Button>
    </Paper>
  );
}
