import type { HousekeepingCategory, SaleCategory } from "@ask/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import ChairOutlined from "@mui/icons-material/ChairOutlined";
import ChildFriendlyOutlined from "@mui/icons-material/ChildFriendlyOutlined";
import CleaningServicesOutlined from "@mui/icons-material/CleaningServicesOutlined";
import DevicesOutlined from "@mui/icons-material/DevicesOutlined";
import HandymanOutlined from "@mui/icons-material/HandymanOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import ShoppingBasketOutlined from "@mui/icons-material/ShoppingBasketOutlined";

/** The picture of a category: section headings and the placeholder of items without photos. */
export const SALE_CATEGORY_ICONS: Record<SaleCategory, SvgIconComponent> = {
  electronics: DevicesOutlined,
  furniture: ChairOutlined,
  daily: ShoppingBasketOutlined,
};

export const HOUSEKEEPING_CATEGORY_ICONS: Record<HousekeepingCategory, SvgIconComponent> = {
  cleaning: CleaningServicesOutlined,
  maternity: ChildFriendlyOutlined,
  moving: LocalShippingOutlined,
  repair: HandymanOutlined,
};
