import type { SvgIconComponent } from "@mui/icons-material";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import CategoryOutlined from "@mui/icons-material/CategoryOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import EditNoteOutlined from "@mui/icons-material/EditNoteOutlined";
import GavelOutlined from "@mui/icons-material/GavelOutlined";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import ListAltOutlined from "@mui/icons-material/ListAltOutlined";
import QuestionAnswerOutlined from "@mui/icons-material/QuestionAnswerOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";

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

/**
 * Account entries of the user menu (wide screens) and the side drawer (phones), after the spec's
 * personal centre / messages / wallet: the expert's Q&A, the user's listings and orders, and the
 * administrator's screens. `roles` limits an entry to those roles.
 */
export interface AccountLink {
  key: string;
  to: string;
  icon: SvgIconComponent;
  roles?: readonly string[];
}

export const ACCOUNT_LINKS: AccountLink[] = [
  { key: "expert", to: "/expert-qa", icon: SchoolOutlined, roles: ["expert"] },
  { key: "my_listings", to: "/myListings", icon: ListAltOutlined },
  { key: "my_orders", to: "/orders", icon: ReceiptLongOutlined },
  { key: "dashboard", to: "/dashboard", icon: DashboardOutlined, roles: ["admin"] },
  { key: "appeals", to: "/admin/appeals", icon: GavelOutlined, roles: ["admin"] },
];

export const accountLinksFor = (role: string | undefined) =>
  ACCOUNT_LINKS.filter((link) => !link.roles || (role !== undefined && link.roles.includes(role)));
