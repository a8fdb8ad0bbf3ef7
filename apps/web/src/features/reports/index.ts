// The reports feature's public surface: other features import only from here (lint: noRestrictedImports).
export {
  type Moderated,
  ModerationBanner,
  ModerationChip,
  ModerationLabel,
} from "./components/ModerationNotice";
export { ReportButton } from "./components/ReportButton";
export type { ReportTarget } from "./report-form";
