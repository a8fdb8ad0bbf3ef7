import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import Logout from "@mui/icons-material/Logout";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { MuiPathIcon } from "../../components/MuiPathIcon";
import { UnreadCountBadge } from "../../features/messages/components/UnreadCountBadge";
import { useSession } from "../../lib/session";
import { accountLinksFor } from "./account-links";
import { BOARD_ICONS } from "./board-icons";
import { CLASSIFIED_ITEMS, isClassifiedPath, NAV_ITEMS, navTarget } from "./nav-items";

/**
 * The phone navigation drawer. Its own chunk (loaded when first opened): the modal, slide transition
 * and list code are not part of the initial JavaScript of every screen (issue 8 budget).
 */
/** The classified boards under one heading (issue 18: reachable from the drawer, not only the home cards). */
function ClassifiedsGroup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <li>
      <List disablePadding aria-labelledby="drawer-classifieds-heading">
        <ListSubheader id="drawer-classifieds-heading" sx={{ lineHeight: "36px" }}>
          {t("nav.classifieds")}
        </ListSubheader>
        {CLASSIFIED_ITEMS.map((item) => {
          const Icon = BOARD_ICONS[item.key];
          return (
            <ListItemButton
              key={item.key}
              component={Link}
              to={item.to}
              selected={isClassifiedPath(pathname, item)}
              onClick={onClose}
              data-testid={`drawer-${item.key}`}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={t(`nav.${item.key}`)} />
            </ListItemButton>
          );
        })}
      </List>
      <Divider component="div" sx={{ my: 0.5 }} />
    </li>
  );
}

export default function NavDrawer({
  open,
  onClose,
  onLogout,
  isActive,
}: {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  isActive: (to: string) => boolean;
}) {
  const { t } = useTranslation();
  const { isLoggedIn, user } = useSession();
  return (
    // "left" is the start side: MUI's Drawer flips it to the right in a right-to-left theme, on the
    // side of the menu button (passing "right" for Arabic was flipped back to the left: issue 18).
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 260 }} role="navigation" data-testid="nav-drawer">
        <Typography variant="h6" component="p" sx={{ px: 2, py: 2, fontWeight: 700, color: "primary.main" }}>
          {t("app_title")}
        </Typography>
        <Divider />
        <List>
          {NAV_ITEMS.map((item) =>
            item.group ? (
              <ClassifiedsGroup key={item.key} onClose={onClose} />
            ) : (
              <ListItemButton
                key={item.key}
                component={Link}
                to={navTarget(item, isLoggedIn)}
                selected={isActive(item.to)}
                onClick={onClose}
                data-testid={`drawer-${item.key}`}
              >
                <ListItemIcon>
                  <MuiPathIcon name={item.icon} />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${item.key}`)} />
              </ListItemButton>
            ),
          )}
          {isLoggedIn && (
            <ListItemButton
              component={Link}
              to="/userCenter?tab=wallet"
              onClick={onClose}
              data-testid="drawer-wallet"
            >
              <ListItemIcon>
                <AccountBalanceWalletOutlined />
              </ListItemIcon>
              <ListItemText primary={t("shell.wallet")} />
            </ListItemButton>
          )}
          {isLoggedIn && (
            <ListItemButton
              component={Link}
              to="/messages"
              selected={isActive("/message")}
              onClick={onClose}
              data-testid="drawer-messages"
            >
              <ListItemIcon>
                <NotificationsOutlined />
              </ListItemIcon>
              <ListItemText primary={t("shell.messages")} />
              <UnreadCountBadge testId="drawer-messages-count" />
            </ListItemButton>
          )}
          {isLoggedIn &&
            accountLinksFor(user?.role).map((link) => (
              <ListItemButton
                key={link.key}
                component={Link}
                to={link.to}
                selected={isActive(link.to)}
                onClick={onClose}
                data-testid={`drawer-${link.key}`}
              >
                <ListItemIcon>
                  <link.icon />
                </ListItemIcon>
                <ListItemText primary={t(`shell.${link.key}`)} />
              </ListItemButton>
            ))}
          {isLoggedIn && (
            <ListItemButton onClick={onLogout} data-testid="drawer-logout">
              <ListItemIcon>
                <Logout />
              </ListItemIcon>
              <ListItemText primary={t("shell.logout")} />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
