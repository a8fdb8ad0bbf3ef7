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
  Typography,
  useTheme,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MuiPathIcon } from "../../components/MuiPathIcon";
import { UnreadCountBadge } from "../../features/messages/components/UnreadCountBadge";
import { useSession } from "../../lib/session";
import { accountLinksFor } from "./account-links";
import { NAV_ITEMS, navTarget } from "./nav-items";

/**
 * The phone navigation drawer. Its own chunk (loaded when first opened): the modal, slide transition
 * and list code are not part of the initial JavaScript of every screen (issue 8 budget).
 */
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
  const theme = useTheme();
  const { isLoggedIn, user } = useSession();
  return (
    <Drawer anchor={theme.direction === "rtl" ? "right" : "left"} open={open} onClose={onClose}>
      <Box sx={{ width: 260 }} role="navigation" data-testid="nav-drawer">
        <Typography variant="h6" component="p" sx={{ px: 2, py: 2, fontWeight: 700, color: "primary.main" }}>
          {t("app_title")}
        </Typography>
        <Divider />
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItemButton
              key={item.key}
              component={Link}
              to={navTarget(item, isLoggedIn)}
              selected={isActive(item.to)}
              onClick={onClose}
            >
              <ListItemIcon>
                <MuiPathIcon name={item.icon} />
              </ListItemIcon>
              <ListItemText primary={t(`nav.${item.key}`)} />
            </ListItemButton>
          ))}
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
