import type { IconName } from "../../components/light/icon-paths";

export interface NavItem {
  key: string;
  to: string;
  /** Drawn without MUI in the top bar (components/light/Icon.tsx), with MUI in the drawer. */
  icon: IconName;
  requiresLogin: boolean;
  /** The user centre sits in the user menu on wide screens (spec 2, Shell). */
  hiddenOnWide: boolean;
  /** A group of screens (the classified boards): a menu in the top bar, a list in the drawer. */
  group?: true;
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
  {
    key: "classifieds",
    to: "/houses",
    icon: "widgets",
    requiresLogin: false,
    hiddenOnWide: false,
    group: true,
  },
  { key: "store", to: "/store", icon: "storefront", requiresLogin: false, hiddenOnWide: false },
];

/**
 * The classified boards (issue 18): one "classifieds" menu in the top bar, a group in the phone drawer.
 * `also` lists the other paths that belong to a board (its detail screens), for the current-screen mark.
 */
export const CLASSIFIED_ITEMS = [
  { key: "houses", to: "/houses", also: ["/houseDetail"] },
  { key: "sales", to: "/sales", also: ["/saleDetail"] },
  { key: "housekeeping", to: "/housekeeping", also: ["/housekeepingDetail", "/services/", "/shop-review"] },
  { key: "jobs", to: "/jobs", also: ["/jobDetail"] },
] as const;

/** Whether a path is one of a classified board's screens. */
export const isClassifiedPath = (pathname: string, item?: (typeof CLASSIFIED_ITEMS)[number]) =>
  (item ? [item] : CLASSIFIED_ITEMS).some(
    (board) => pathname === board.to || board.also.some((prefix) => pathname.startsWith(prefix)),
  );

/** Where a nav item leads: login-only items go to /login for a visitor. */
export const navTarget = (item: NavItem, loggedIn: boolean) =>
  item.requiresLogin && !loggedIn ? "/login" : item.to;
