import Logout from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { PageLoader } from "../../components/PageLoader";
import { MessagesBell } from "../../features/messages/components/MessagesBell";
import { UnreadCountBadge } from "../../features/messages/components/UnreadCountBadge";
import { CartButton } from "../../features/store/components/CartButton";
import { useSession } from "../../lib/session";
import { LanguageSelect } from "./LanguageSelect";
import { accountLinksFor, NAV_ITEMS, navTarget } from "./nav-items";
import { UserMenu } from "./UserMenu";

export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const { isLoggedIn, signOut, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const logout = () => {
    signOut();
    setDrawerOpen(false);
    navigate("/");
  };
  const isActive = (to: string) =>
    to === "/" ? location.pathname === "/home" : location.pathname.startsWith(to);

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setDrawerOpen(true)}
              aria-label={t("shell.open_menu")}
              data-testid="drawer-button"
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={Link}
            to="/home"
            noWrap
            sx={{ color: "inherit", textDecoration: "none", fontWeight: 700, minWidth: 0 }}
          >
            {t("app_title")}
          </Typography>
          {wide && (
            <Box component="nav" sx={{ display: "flex", gap: 0.5, ml: 2 }}>
              {NAV_ITEMS.filter((item) => !item.hiddenOnWide).map((item) => (
                <Button
                  key={item.key}
                  color="inherit"
                  component={Link}
                  to={navTarget(item, isLoggedIn)}
                  startIcon={<item.icon />}
                  sx={{ opacity: isActive(item.to) ? 1 : 0.85, fontWeight: isActive(item.to) ? 700 : 400 }}
                >
                  {t(`nav.${item.key}`)}
                </Button>
              ))}
            </Box>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <CartButton hideWhenEmpty />
          {isLoggedIn && <MessagesBell />}
          <LanguageSelect />
          {isLoggedIn ? (
            wide ? (
              <UserMenu />
            ) : null
          ) : (
            <Button
              color="inherit"
              variant="outlined"
              component={Link}
              to="/login"
              data-testid="login-button"
              sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
            >
              {t("shell.login")}
            </Button>
          )}
        </Toolbar>
      </AppBar>

      <Drawer
        anchor={theme.direction === "rtl" ? "right" : "left"}
        open={!wide && drawerOpen}
        onClose={() => setDrawerOpen(false)}
      >
        <Box sx={{ width: 260 }} role="navigation" data-testid="nav-drawer">
          <Typography variant="h6" sx={{ px: 2, py: 2, fontWeight: 700, color: "primary.main" }}>
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
                onClick={() => setDrawerOpen(false)}
              >
                <ListItemIcon>
                  <item.icon />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${item.key}`)} />
              </ListItemButton>
            ))}
            {isLoggedIn && (
              <ListItemButton
                component={Link}
                to="/messages"
                selected={isActive("/message")}
                onClick={() => setDrawerOpen(false)}
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
                  onClick={() => setDrawerOpen(false)}
                  data-testid={`drawer-${link.key}`}
                >
                  <ListItemIcon>
                    <link.icon />
                  </ListItemIcon>
                  <ListItemText primary={t(`shell.${link.key}`)} />
                </ListItemButton>
              ))}
            {isLoggedIn && (
              <ListItemButton onClick={logout} data-testid="drawer-logout">
                <ListItemIcon>
                  <Logout />
                </ListItemIcon>
                <ListItemText primary={t("shell.logout")} />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>

      <Box component="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
