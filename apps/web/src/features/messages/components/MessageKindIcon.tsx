import type { SvgIconComponent } from "@mui/icons-material";
import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import ErrorOutlineOutlined from "@mui/icons-material/ErrorOutlineOutlined";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import GavelOutlined from "@mui/icons-material/GavelOutlined";
import KeyOutlined from "@mui/icons-material/KeyOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import PaidOutlined from "@mui/icons-material/PaidOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import UndoOutlined from "@mui/icons-material/UndoOutlined";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";
import { Avatar, alpha } from "@mui/material";
import { useTranslation } from "react-i18next";

type Tone = "success" | "primary" | "warning" | "info" | "secondary";

/** The events that write system messages (server: modules/messages/templates.ts). */
const KINDS: Record<string, { icon: SvgIconComponent; tone: Tone }> = {
  bonus_received: { icon: PaidOutlined, tone: "success" },
  bonus_paid: { icon: PaymentsOutlined, tone: "primary" },
  bonus_refunded: { icon: UndoOutlined, tone: "info" },
  appeal_opened: { icon: GavelOutlined, tone: "warning" },
  appeal_awarded: { icon: GavelOutlined, tone: "success" },
  appeal_rejected: { icon: GavelOutlined, tone: "secondary" },
  verification_code_dev: { icon: KeyOutlined, tone: "info" },
  comment_received: { icon: ForumOutlined, tone: "primary" },
  coupon_expiring: { icon: LocalOfferOutlined, tone: "warning" },
  rule_payout_received: { icon: PaidOutlined, tone: "success" },
  rule_payout_paid: { icon: PaymentsOutlined, tone: "primary" },
  expert_fee_received: { icon: PaidOutlined, tone: "success" },
  expert_fee_refunded: { icon: UndoOutlined, tone: "info" },
  withdrawal_completed: { icon: AccountBalanceOutlined, tone: "success" },
  withdrawal_failed: { icon: ErrorOutlineOutlined, tone: "warning" },
  recharge_completed: { icon: AccountBalanceWalletOutlined, tone: "success" },
  order_paid: { icon: ShoppingBagOutlined, tone: "primary" },
  order_income: { icon: StorefrontOutlined, tone: "success" },
  order_cancelled: { icon: UndoOutlined, tone: "info" },
  order_cancelled_merchant: { icon: UndoOutlined, tone: "warning" },
  order_shipped: { icon: ShoppingBagOutlined, tone: "primary" },
  order_completed: { icon: ShoppingBagOutlined, tone: "success" },
  // Expert applications (server: modules/experts/expert-messages.ts).
  expert_approved: { icon: WorkspacePremiumOutlined, tone: "success" },
  expert_change_approved: { icon: WorkspacePremiumOutlined, tone: "success" },
  expert_rejected: { icon: WorkspacePremiumOutlined, tone: "secondary" },
  expert_change_rejected: { icon: WorkspacePremiumOutlined, tone: "secondary" },
  expert_revoked: { icon: WorkspacePremiumOutlined, tone: "warning" },
};
const OTHER = { icon: NotificationsNoneOutlined, tone: "primary" as Tone };

/**
 * A round icon telling what kind of event the message is about. Decorative for screen readers (the
 * title says it); hovering names the kind. Kinds added later read as a generic system notice.
 */
export function MessageKindIcon({ kind, size = 40 }: { kind: string; size?: number }) {
  const { t } = useTranslation("messages");
  const { icon: Icon, tone } = KINDS[kind] ?? OTHER;
  return (
    <Avatar
      aria-hidden
      title={t(`kinds.${kind in KINDS ? kind : "other"}`)}
      sx={{
        width: size,
        height: size,
        bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
        color: `${tone}.dark`,
        flexShrink: 0,
      }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Avatar>
  );
}
