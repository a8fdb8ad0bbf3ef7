import type { SvgIconProps } from "@mui/material";
import { channelIconName } from "./light/channel-icon-names";
import { MuiPathIcon } from "./MuiPathIcon";

/** A channel's icon by name, for MUI screens (the home screen draws the same with components/light/Icon). */
export function ChannelIcon({ icon, ...props }: { icon: string } & Omit<SvgIconProps, "name">) {
  return <MuiPathIcon {...props} name={channelIconName(icon)} />;
}
