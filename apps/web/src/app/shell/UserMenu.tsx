import { DEFAULT_LEVEL_LABEL } from "@ask/contracts";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import Logout from "@mui/icons-material/Logout";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import {
  Avatar,
  Box,
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Skeleton,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UnreadCountBadge } from "../../features/messages/components/UnreadCountBadge";
import { useMyTotals } from "../../features/user-center/api/my-totals";
import { useSession } from "../../lib/session";
import { accountLinksFor } from "./account-links";
import { useLogout } from "./use-logout";

/**
 * The wide-screen user menu (spec 2): avatar, name, level and the likes/ratings/favorites received.
 * Then the account entries of account-links.ts (expert Q&A, listings, orders, admin screens).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t("shell.user_menu")}
        data-testid="user-menu-button"
        sx={{ p: 0.5 }}
      >
        <Avatar src={user.avatar ?? undefined} alt={user.username} sx={{ width: 34, height: 34 }}>
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1.5, display: "flex", gap: 1.5, alignItems: "center", minWidth: 240 }}>
          <Avatar src={user.avatar ?? undefined} alt={user.username} sx={{ width: 64, height: 64 }}>
            {user.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{user.username || t("shell.user")}</Typography>
            <Chip size="small" color="secondary" label={user.level || DEFAULT_LEVEL_LABEL} sx={{ mt: 0.5 }} />
          </Box>
        </Box>
        <ReceivedTotals />
        <Divider />
        <MenuItem onClick={() => go("/userCenter")}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          {t("shell.personal_centre")}
        </MenuItem>
        <MenuItem onClick={() => go("/messages")} data-testid="menu-messages">
          <ListItemIcon>
            <NotificationsOutlined fontSize="small" />
          </ListItemIcon>
          <Box component="span" sx={{ flex: 1 }}>
            {t("shell.messages")}
          </Box>
          <UnreadCountBadge testId="menu-messages-count" />
        </MenuItem>
        <MenuItem onClick={() => go("/userCenter?tab=wallet")} data-testid="menu-wallet">
          <ListItemIcon>
            <AccountBalanceWalletOutlined fontSize="small" />
          </ListItemIcon>
          {t("shell.wallet")}
        </MenuItem>
        {accountLinksFor(user.role).map((link) => (
          <MenuItem key={link.key} onClick={() => go(link.to)} data-testid={`menu-${link.key}`}>
            <ListItemIcon>
              <link.icon fontSize="small" />
            </ListItemIcon>
            {t(`shell.${link.key}`)}
          </MenuItem>
        ))}
        <MenuItem
          data-testid="logout"
          onClick={() => {
            setAnchor(null);
            logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t("shell.logout")}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * Likes, ratings and favorites received. Mounted only while the menu is open, so it is fetched then.
 * A failed load is not shown as an error (spec 8): the counters read "–".
 */
function ReceivedTotals() {
  const { t } = useTranslation("questions");
  const totals = useMyTotals();
  const counters = [
    ["likes", totals.data?.total_likes],
    ["ratings", totals.data?.total_ratings],
    ["favorites", totals.data?.total_favorites],
  ] as const;
  return (
    <Box
      sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", px: 1, pb: 1.5 }}
      aria-label={t("totals.label")}
      role="group"
      data-testid="user-totals"
    >
      {counters.map(([key, value]) => (
        <Box key={key} sx={{ textAlign: "center", px: 0.5 }} data-testid={`user-total-${key}`}>
          <Typography sx={{ fontWeight: 700, fontSize: 18, lineHeight: 1.3 }}>
            {totals.isPending ? <Skeleton width={24} sx={{ mx: "auto" }} /> : (value ?? "–")}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t(`totals.${key}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
