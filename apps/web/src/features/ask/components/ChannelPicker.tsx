import type { Channel } from "@ask/contracts";
import {
  Box,
  List,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Paper,
  Skeleton,
  TextField,
  Typography,
} from "@mui/material";
import type { HTMLAttributes, Ref } from "react";
import { useTranslation } from "react-i18next";
import { ChannelButtons } from "../../../components/ChannelButtons";
import { ChannelIcon } from "../../../components/ChannelIcon";

interface ChannelPickerProps {
  channels: Channel[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect(id: number): void;
  /** A translated error for the field, if any. */
  error?: string;
  /** Lets the form focus the select when no channel is chosen. */
  inputRef?: Ref<unknown>;
}

/** Channel list on the left of the form, as on the categories screen. */
export function ChannelList({ channels, loading, selectedId, onSelect, error }: ChannelPickerProps) {
  const { t } = useTranslation("publish");
  return (
    <Paper
      variant="outlined"
      sx={{ width: { sm: 200, md: 240 }, flexShrink: 0, borderColor: error ? "error.main" : undefined }}
    >
      <Typography
        id="publish-channels-label"
        variant="overline"
        component="h2"
        color="textSecondary"
        sx={{ display: "block", px: 2, pt: 1 }}
      >
        {t("channel")}
      </Typography>
      <List
        dense
        disablePadding
        component="div"
        role="group"
        aria-labelledby="publish-channels-label"
        data-testid="channel-list"
      >
        <ChannelButtons
          channels={loading ? undefined : (channels ?? [])}
          selectedId={selectedId}
          onSelect={onSelect}
          testId={(channel) => `channel-${channel.icon}`}
          text={(channel) => <ListItemText primary={channel.name} />}
        />
      </List>
      {error && (
        <Typography variant="caption" color="error" sx={{ display: "block", px: 2, pb: 1 }}>
          {error}
        </Typography>
      )}
    </Paper>
  );
}

/** The same choice as a select, for phones where a column would squeeze the form. */
export function ChannelSelect({
  channels,
  loading,
  selectedId,
  onSelect,
  error,
  inputRef,
}: ChannelPickerProps) {
  const { t } = useTranslation("publish");
  if (loading) return <Skeleton variant="rounded" height={56} />;
  return (
    <TextField
      select
      fullWidth
      required
      label={t("channel")}
      inputRef={inputRef}
      value={selectedId ?? ""}
      onChange={(e) => onSelect(Number(e.target.value))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        select: {
          SelectDisplayProps: { "data-testid": "channel-select" } as HTMLAttributes<HTMLDivElement>,
          renderValue: (id) => {
            const channel = channels?.find((c) => c.id === id);
            return channel ? (
              <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                <ChannelIcon icon={channel.icon} fontSize="small" color="primary" />
                {channel.name}
              </Box>
            ) : null;
          },
        },
      }}
    >
      {channels?.map((channel) => (
        <MenuItem key={channel.id} value={channel.id} data-testid={`channel-option-${channel.icon}`}>
          <ListItemIcon sx={{ color: "primary.main" }}>
            <ChannelIcon icon={channel.icon} fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={channel.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
