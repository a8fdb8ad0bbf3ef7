import type { Channel } from "@ask/contracts";
import { List, ListItemText, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ChannelButtons } from "../../../components/ChannelButtons";

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
        <ChannelButtons
          channels={channels}
          selectedId={selectedId}
          onSelect={onSelect}
          testId={(channel) => `expert-channel-${channel.icon}`}
          sx={{
            flexDirection: { xs: "column", sm: "row" },
            textAlign: { xs: "center", sm: "start" },
            py: 1.25,
            px: { xs: 1, sm: 2 },
          }}
          iconSx={{ minWidth: { xs: 0, sm: 40 }, color: "primary.main" }}
          text={(channel) => (
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
          )}
        />
      </List>
    </Paper>
  );
}
