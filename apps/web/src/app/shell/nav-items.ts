import type { SvgIconComponent } from "@mui/icons-material";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import CategoryOutlined from "@mui/icons-material/CategoryOutlined";
import EditNoteOutlined from "@mui/icons-material/EditNoteOutlined";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import QuestionAnswerOutlined from "@mui/icons-material/QuestionAnswerOutlined";

export interface NavItem {
  key: string;
  to: string;
  icon: SvgIconComponent;
  requiresLogin: boolean;
  /** The user centre sits in the user menu on wide screens (spec 2, Shell). */
  hiddenOnWide: boolean;
}

/** Navigation of spec 2: only screens that exist are listed. */
export const NAV_ITEMS: NavItem[] = [
  { key: "home", to: "/", icon: HomeOutlined, requiresLogin: false, hiddenOnWide: false },
  { key: "categories", to: "/categories", icon: CategoryOutlined, requiresLogin: false, hiddenOnWide: false },
  {
    key: "myQuestions",
    to: "/myQuestions",
    icon: QuestionAnswerOutlined,
    requiresLogin: true,
    hiddenOnWide: false,
  },
  {
    key: "userCenter",
    to: "/userCenter",
    icon: AccountCircleOutlined,
    requiresLogin: true,
    hiddenOnWide: true,
  },
  { key: "publish", to: "/publish", icon: EditNoteOutlined, requiresLogin: false, hiddenOnWide: false },
];

/** Where a nav item leads: login-only items go to /login for a visitor. */
export const navTarget = (item: NavItem, loggedIn: boolean) =>
  item.requiresLogin && !loggedIn ? "/login" : item.to;
