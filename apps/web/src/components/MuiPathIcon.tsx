import { SvgIcon, type SvgIconProps } from "@mui/material";
import { ICON_PATHS, type IconName } from "./light/icon-paths";

/** One of the first screen's icons (icon-paths.ts) drawn by MUI's SvgIcon, for MUI screens and menus. */
export function MuiPathIcon({ name, ...props }: { name: IconName } & Omit<SvgIconProps, "name">) {
  return (
    <SvgIcon {...props}>
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </SvgIcon>
  );
}
