import type { IconName } from "./icon-paths";

const CHANNEL_ICONS: Record<string, IconName> = {
  agriculture: "agriculture",
  construction: "construction",
  electronics: "memory",
  finance: "accountBalance",
  healthcare: "localHospital",
  law: "gavel",
  machinery: "precisionManufacturing",
  software: "code",
  water: "waterDrop",
};

/** A channel's icon (spec 3 icon names); unknown names fall back to the default icon (spec 8). */
export const channelIconName = (icon: string): IconName => CHANNEL_ICONS[icon] ?? "category";
