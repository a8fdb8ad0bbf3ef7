import type { SearchKind } from "@ask/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import CleaningServicesOutlined from "@mui/icons-material/CleaningServicesOutlined";
import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import QuestionAnswerOutlined from "@mui/icons-material/QuestionAnswerOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import WorkOutlineOutlined from "@mui/icons-material/WorkOutlineOutlined";

/** The icon of each kind of result, as the rest of the app shows these boards. */
export const KIND_ICONS: Record<SearchKind, SvgIconComponent> = {
  questions: QuestionAnswerOutlined,
  housing: HomeWorkOutlined,
  sales: SellOutlined,
  housekeeping: CleaningServicesOutlined,
  jobs: WorkOutlineOutlined,
};
