import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { Icon } from "../../components/light/Icon";
import { PageLoader } from "../../components/PageLoader";
import { RouteErrorBoundary } from "../../components/RouteErrorBoundary";
import { useUp } from "../../lib/media-query";
import { useSession } from "../../lib/session";
import { CART_CHANGE_EVENT, hasStoredCart } from "../../lib/storage";
import { MuiScope } from "../MuiScope";
import { ServerContentOr } from "../server-content";
import { ClassifiedsButton } from "./ClassifiedsButton";
import { LanguageButton } from "./LanguageButton";
import { NAV_ITEMS, navTarget } from "./nav-items";
import { useLogout } from "./use-logout";

// The shell is drawn without MUI (components/light/light.css), so the home screen needs no MUI code
// (issue 8: initial JavaScript budget). The top bar's extras are their own chunks drawn with MUI: the
// menu/popover/tooltip code, the cart store and the live message stream are not needed to paint a
// screen. The cart button's chunk (with the cart's validation) loads only once the cart holds something.
const NavDrawer = lazy(() => import("./NavDrawer"));
const UserMenu = lazy(() => import("./UserMenu").then((m) => ({ default: m.UserMenu })));
const MessagesBell = lazy(() =>
  import("../../features/messages/components/MessagesBell").then((m) => ({ default: m.MessagesBell })),
);
const ChatButton = lazy(() =>
  import("../../features/conversations").then((m) => ({ default: m.ChatButton })),
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
  <div className="l-placeholder" style={{ width }} aria-hidden="true" />
);

/** A lazy MUI control of the top bar, with a placeholder of its size while it (and MUI) load. */
const Lazy = ({ width, children }: { width: number | null; children: ReactNode }) => (
  <Suspense fallback={width === null ? null : <Placeholder width={width} />}>
    <MuiScope>{children}</MuiScope>
  </Suspense>
);

export function AppShell() {
  const { t } = useTranslation();
  const wide = useUp("md");
  const { isLoggedIn } = useSession();
  const signOutToHome = useLogout();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const hasCart = useHasCart();

  const logout = () => {
    setDrawerOpen(false);
    signOutToHome();
  };
  const isActive = (to: string) =>
    to === "/" ? location.pathname === "/home" : location.pathname.startsWith(to);

  return (
    <div className="l-shell">
      <header className="l-appbar">
        <div className="l-toolbar">
          {!wide && (
            <button
              type="button"
              className="l-icon-btn l-icon-btn--edge-start"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              aria-label={t("shell.open_menu")}
              data-testid="drawer-button"
            >
              <Icon name="menu" />
            </button>
          )}
          <Link to="/home" className="l-brand">
            {t("app_title")}
          </Link>
          {wide && (
            <nav className="l-nav">
              {NAV_ITEMS.filter((item) => !item.hiddenOnWide).map((item) =>
                item.group ? (
                  <ClassifiedsButton key={item.key} />
                ) : (
                  // Full white keeps 4.5:1 on the teal bar; the current screen is bold and underlined.
                  <Link
                    key={item.key}
                    to={navTarget(item, isLoggedIn)}
                    className={isActive(item.to) ? "l-btn l-btn--current" : "l-btn"}
                    aria-current={isActive(item.to) ? "page" : undefined}
                    title={t(`nav.${item.key}`)}
                  >
                    <Icon name={item.icon} small />
                    <span className="l-nav__label">{t(`nav.${item.key}`)}</span>
                  </Link>
                ),
              )}
            </nav>
          )}
          <div className="l-spacer" />
          {hasCart && (
            <Lazy width={null}>
              <CartButton hideWhenEmpty />
            </Lazy>
          )}
          {isLoggedIn && (
            <Lazy width={40}>
              <MessagesBell />
            </Lazy>
          )}
          {isLoggedIn && (
            <Lazy width={40}>
              <ChatButton />
            </Lazy>
          )}
          <LanguageButton />
          {isLoggedIn ? (
            wide ? (
              <Lazy width={42}>
                <UserMenu />
              </Lazy>
            ) : (
              // Spec 2: the top bar has a login or logout button; on a phone logout is an icon.
              <button
                type="button"
                className="l-icon-btn"
                onClick={logout}
                aria-label={t("shell.logout")}
                data-testid="logout-button"
              >
                <Icon name="logout" />
              </button>
            )
          ) : (
            <Link to="/login" className="l-btn l-btn--outlined" data-testid="login-button">
              {t("shell.login")}
            </Link>
          )}
        </div>
      </header>

      {drawerUsed && (
        <Lazy width={null}>
          <NavDrawer
            open={!wide && drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onLogout={logout}
            isActive={isActive}
          />
        </Lazy>
      )}

      <main className="l-main">
        <RouteErrorBoundary key={location.pathname}>
          <Suspense fallback={<ServerContentOr fallback={<PageLoader />} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
