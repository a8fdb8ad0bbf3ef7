import LogoutIcon from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Button, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from "@mui/material";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { PageLoader } from "../../components/PageLoader";
import { RouteErrorBoundary } from "../../components/RouteErrorBoundary";
import { useSession } from "../../lib/session";
import { CART_CHANGE_EVENT, hasStoredCart } from "../../lib/storage";
import { LanguageButton } from "./LanguageButton";
import { NAV_ITEMS, navTarget } from "./nav-items";

// The top bar's extras are their own chunks: the menu/popover/tooltip code, the cart store and the
// live message stream are not needed to paint a screen (issue 8: initial JavaScript budget). The cart
// button's chunk (with the cart's validation) loads only once the cart holds something.
const NavDrawer = lazy(() => import("./NavDrawer"));
const UserMenu = lazy(() => import("./UserMenu").then((m) => ({ default: m.UserMenu })));
const MessagesBell = lazy(() =>
  import("../../features/messages/components/MessagesBell").then((m) => ({ default: m.MessagesBell })),
);
const CartButton = lazy(() =>
  import("../../features/store/components/CartButton").then((m) => ({ default: m.CartButton })),
);

function subscribeToCart(onChange: () => void) {
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}
const useHasCart = () => useSyncExternalStore(subscribeToCart, hasStoredCart);

/** Keeps the top bar's layout while a lazy control loads (no layout shift). */
const Placeholder = ({ width }: { width: number }) => (
  <Box sx={{ width, height: 40, flexShrink: 0 }} aria-hidden="true" />
);

export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const { isLoggedIn, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const hasCart = useHasCart();

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
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
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
                  aria-current={isActive(item.to) ? "page" : undefined}
                  // Full white keeps 4.5:1 on the teal bar; the current screen is bold and underlined.
                  sx={{
                    fontWeight: isActive(item.to) ? 700 : 400,
                    textDecoration: isActive(item.to) ? "underline" : "none",
                    textUnderlineOffset: 6,
                  }}
                >
                  {t(`nav.${item.key}`)}
                </Button>
              ))}
            </Box>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {hasCart && (
            <Suspense fallback={null}>
              <CartButton hideWhenEmpty />
            </Suspense>
          )}
          {isLoggedIn && (
            <Suspense fallback={<Placeholder width={40} />}>
              <MessagesBell />
            </Suspense>
          )}
          <LanguageButton />
          {isLoggedIn ? (
            wide ? (
              <Suspense fallback={<Placeholder width={42} />}>
                <UserMenu />
              </Suspense>
            ) : (
              // Spec 2: the top bar has a login or logout button; on a phone logout is an icon.
              <IconButton
                color="inherit"
                onClick={logout}
                aria-label={t("shell.logout")}
                data-testid="logout-button"
              >
                <LogoutIcon />
              </IconButton>
            )
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

      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            open={!wide && drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onLogout={logout}
            isActive={isActive}
          />
        </Suspense>
      )}

      <Box component="main" sx={{ flexGrow: 1 }}>
        <RouteErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
