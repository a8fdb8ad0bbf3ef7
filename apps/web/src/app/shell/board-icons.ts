import type { SvgIconComponent } from "@mui/icons-material";
import CleaningServicesOutlined from "@mui/icons-material/CleaningServicesOutlined";
import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import WorkOutline from "@mui/icons-material/WorkOutlineOutlined";
import type { CLASSIFIED_ITEMS } from "./nav-items";

/** The classified boards' icons in the top bar's menu and the phone drawer (MUI: both are MUI chunks). */
export const BOARD_ICONS: Record<(typeof CLASSIFIED_ITEMS)[number]["key"], SvgIconComponent> = {
  houses: HomeWorkOutlined,
  sales: SellOutlined,
  housekeeping: CleaningServicesOutlined,
  jobs: WorkOutline,
};
