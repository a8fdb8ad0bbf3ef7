import type { Channel } from "@ask/contracts";
import {
  Box,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { ChannelIcon } from "../../../components/ChannelIcon";

interface Props {
  channels: Channel[] | undefined;
  selectedId: number | undefined;
  savedId: number | null;
  onSelect(id: number): void;
}

/** The channel column of the category choice: icon and localized name, the saved one marked. */
export function ExpertChannelList({ channels, selectedId, savedId, onSelect }: Props) {
  const { t } = useTranslation("experts");
  return (
    <Paper variant="outlined" sx={{ width: { xs: 112, sm: 200, md: 240 }, flexShrink: 0 }}>
      <List
        dense
        disablePadding
        component="div"
        role="group"
        aria-label={t("select.channels")}
        data-testid="expert-channel-list"
      >
        {!channels &&
          Array.from({ length: 9 }, (_, i) => (
            <Box key={i} sx={{ px: 2, py: 1.25 }}>
              <Skeleton />
            </Box>
          ))}
        {channels?.map((channel) => (
          <ListItemButton
            key={channel.id}
            selected={channel.id === selectedId}
            aria-current={channel.id === selectedId ? "true" : undefined}
            onClick={() => onSelect(channel.id)}
            sx={{
              flexDirection: { xs: "column", sm: "row" },
              textAlign: { xs: "center", sm: "start" },
              py: 1.25,
              px: { xs: 1, sm: 2 },
            }}
            data-testid={`expert-channel-${channel.icon}`}
          >
            <ListItemIcon sx={{ minWidth: { xs: 0, sm: 40 }, color: "primary.main" }}>
              <ChannelIcon icon={channel.icon} />
            </ListItemIcon>
            <ListItemText
              primary={channel.name}
              secondary={
                channel.id === savedId ? (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ color: "success.main", fontWeight: 600 }}
                  >
                    {t("select.current_channel")}
                  </Typography>
                ) : undefined
              }
              slotProps={{ primary: { sx: { fontSize: { xs: 13, sm: 14 } } } }}
              sx={{ my: 0 }}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
