import TuneIcon from "@mui/icons-material/Tune";
import { Alert, Box, Button, Chip, Paper, Skeleton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChannelIcon } from "../../../components/ChannelIcon";
import { useCategories, useChannels } from "../../catalogue";
import { useExpertDetail } from "../api/expert-detail";

/** What the expert covers (their channel and categories), with the way to change it. */
export function ExpertScope({ expertId }: { expertId: number }) {
  const { t } = useTranslation("experts");
  const detail = useExpertDetail(expertId);
  const channels = useChannels();
  const channelId = detail.data?.channel_id ?? undefined;
  const categories = useCategories(channelId);
  const channel = channels.data?.find((c) => c.id === channelId);
  const chosen = (categories.data ?? []).filter((c) => detail.data?.category_ids.includes(c.id));

  const edit = (
    <Button
      component={Link}
      to="/expert-category-select"
      size="small"
      startIcon={<TuneIcon />}
      sx={{ flexShrink: 0 }}
      data-testid="expert-scope-edit"
    >
      {detail.data?.channel_id == null ? t("qa.choose_scope") : t("qa.edit_scope")}
    </Button>
  );

  if (detail.data && detail.data.channel_id === null) {
    return (
      <Alert severity="info" action={edit} sx={{ mb: 2 }} data-testid="expert-scope-missing">
        {t("qa.no_scope")}
      </Alert>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{
        px: { xs: 1.5, md: 2 },
        py: 1,
        mb: 2,
        display: "flex",
        alignItems: "center",
        gap: 1,
        flexWrap: "wrap",
      }}
      data-testid="expert-scope"
    >
      <Typography variant="body2" sx={{ color: "text.secondary", fontWeight: 600 }}>
        {t("qa.scope")}
      </Typography>
      {channel ? (
        <Chip size="small" icon={<ChannelIcon icon={channel.icon} />} label={channel.name} color="primary" />
      ) : (
        <Skeleton variant="rounded" width={80} height={24} />
      )}
      {chosen.map((c) => (
        <Chip key={c.id} size="small" variant="outlined" label={c.name} />
      ))}
      <Box sx={{ flex: 1 }} />
      {edit}
    </Paper>
  );
}
