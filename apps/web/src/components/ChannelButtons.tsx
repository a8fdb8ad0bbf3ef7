import type { Channel } from "@ask/contracts";
import { Box, ListItemButton, ListItemIcon, Skeleton, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";
import { ChannelIcon } from "./ChannelIcon";

interface ChannelButtonsProps {
  /** Undefined while loading: nine placeholder rows. */
  channels: Channel[] | undefined;
  selectedId: number | null | undefined;
  onSelect(id: number): void;
  /** Test id of a channel's button. */
  testId(channel: Channel): string;
  sx?: SxProps<Theme>;
  iconSx?: SxProps<Theme>;
  /** The channel's text beside its icon. */
  text(channel: Channel): ReactNode;
}

/** The channel rows of a channel column (ask, expert categories): icon and text, the chosen one marked. */
export function ChannelButtons({
  channels,
  selectedId,
  onSelect,
  testId,
  sx,
  iconSx,
  text,
}: ChannelButtonsProps) {
  if (!channels)
    return Array.from({ length: 9 }, (_, i) => (
      <Box key={i} sx={{ px: 2, py: 1.25 }}>
        <Skeleton />
      </Box>
    ));
  return channels.map((channel) => (
    <ListItemButton
      key={channel.id}
      selected={channel.id === selectedId}
      aria-current={channel.id === selectedId ? "true" : undefined}
      onClick={() => onSelect(channel.id)}
      sx={sx ?? { py: 1.25 }}
      data-testid={testId(channel)}
    >
      <ListItemIcon sx={iconSx ?? { minWidth: 40, color: "primary.main" }}>
        <ChannelIcon icon={channel.icon} />
      </ListItemIcon>
      {text(channel)}
    </ListItemButton>
  ));
}
