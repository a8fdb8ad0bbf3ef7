import { LIMITS } from "@ask/contracts";
import { Box, ButtonBase, Paper, Skeleton, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useChannels } from "../../catalogue/api/channels";
import { ChannelIcon } from "../../catalogue/components/ChannelIcon";

/** Channel tiles; at most 9 on wide screens (spec 2, Home), each opening /categories?channel_id=. */
export function ChannelGrid() {
  const { t } = useTranslation("home");
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const channels = useChannels();
  const tiles = wide ? (channels.data ?? []).slice(0, LIMITS.homeChannelTiles) : (channels.data ?? []);
  return (
    <Box component="section" aria-labelledby="channels-heading">
      <Typography id="channels-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t("channels")}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "repeat(3, 1fr)", sm: "repeat(5, 1fr)", md: "repeat(9, 1fr)" },
          gap: 1.5,
        }}
        data-testid="channel-grid"
      >
        {channels.isPending &&
          Array.from({ length: 9 }, (_, i) => <Skeleton key={i} variant="rounded" height={92} />)}
        {tiles.map((channel) => (
          <Paper key={channel.id} variant="outlined" sx={{ overflow: "hidden" }}>
            <ButtonBase
              component={Link}
              to={`/categories?channel_id=${channel.id}`}
              sx={{
                display: "flex",
                flexDirection: "column",
                gap: 1,
                py: 2,
                px: 1,
                width: "100%",
                height: "100%",
              }}
              data-testid={`channel-tile-${channel.icon}`}
            >
              <ChannelIcon icon={channel.icon} color="primary" sx={{ fontSize: 32 }} />
              <Typography sx={{ fontWeight: 600, textAlign: "center" }} variant="body2">
                {channel.name}
              </Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
