import type { IconName } from "../../components/light/icon-paths";

export interface NavItem {
  key: string;
  to: string;
  /** Drawn without MUI in the top bar (components/light/Icon.tsx), with MUI in the drawer. */
  icon: IconName;
  requiresLogin: boolean;
  /** The user centre sits in the user menu on wide screens (spec 2, Shell). */
  hiddenOnWide: boolean;
}

/** Navigation of spec 2: only screens that exist are listed. */
export const NAV_ITEMS: NavItem[] = [
  { key: "home", to: "/", icon: "home", requiresLogin: false, hiddenOnWide: false },
  { key: "categories", to: "/categories", icon: "category", requiresLogin: false, hiddenOnWide: false },
  {
    key: "myQuestions",
    to: "/myQuestions",
    icon: "questionAnswer",
    requiresLogin: true,
    hiddenOnWide: false,
  },
  {
    key: "userCenter",
    to: "/userCenter",
    icon: "accountCircle",
    requiresLogin: true,
    hiddenOnWide: true,
  },
  { key: "publish", to: "/publish", icon: "editNote", requiresLogin: false, hiddenOnWide: false },
];

/** Where a nav item leads: login-only items go to /login for a visitor. */
export const navTarget = (item: NavItem, loggedIn: boolean) =>
  item.requiresLogin && !loggedIn ? "/login" : item.to;
