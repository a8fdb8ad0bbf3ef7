import type { SvgIconComponent } from "@mui/icons-material";
import BalanceOutlined from "@mui/icons-material/BalanceOutlined";
import BlockOutlined from "@mui/icons-material/BlockOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import FlagOutlined from "@mui/icons-material/FlagOutlined";
import GavelOutlined from "@mui/icons-material/GavelOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import ListAltOutlined from "@mui/icons-material/ListAltOutlined";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";

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
  { key: "expert_applications", to: "/admin/experts", icon: WorkspacePremiumOutlined, roles: ["admin"] },
  { key: "reconciliation", to: "/admin/reconciliation", icon: BalanceOutlined, roles: ["admin"] },
  { key: "payouts", to: "/admin/payouts", icon: PaymentsOutlined, roles: ["admin"] },
  { key: "reports", to: "/admin/reports", icon: FlagOutlined, roles: ["moderator", "admin"] },
  { key: "admin_users", to: "/admin/users", icon: ManageAccountsOutlined, roles: ["admin"] },
  { key: "admin_words", to: "/admin/words", icon: BlockOutlined, roles: ["admin"] },
  { key: "admin_audit", to: "/admin/audit-log", icon: HistoryOutlined, roles: ["admin"] },
];

export const accountLinksFor = (role: string | undefined) =>
  ACCOUNT_LINKS.filter((link) => !link.roles || (role !== undefined && link.roles.includes(role)));
