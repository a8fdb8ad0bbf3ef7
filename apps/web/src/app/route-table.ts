/**
 * Every routed screen: its path and the page module it renders (under src/features/). Plain data, so
 * that two things come from one table: the router's lazy routes (router.tsx) and, at build time, the
 * list of chunks each path needs (vite.config.ts writes it for the server, which puts them in the page
 * as <link rel="modulepreload"> so a screen's code downloads beside the app's, not after it).
 *
 * Only screens that really exist are routed (house rule: a named screen is real or not routed).
 */
export interface RouteEntry {
  /** react-router path pattern (`:param` segments). */
  path: string;
  /** Page module under src/features/, without extension; its default export is the screen. */
  page: string;
  /** Login required (logged out → /login, then back here). */
  auth?: boolean;
  /**
   * Drawn without MUI (components/light/): the screen renders without loading MUI and its theme. Only
   * the home screen, whose initial JavaScript has a budget (issue 8); every other screen is MUI's.
   */
  light?: boolean;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: "/home", page: "home/pages/HomePage", light: true },
  { path: "/login", page: "auth/pages/LoginPage" },
  { path: "/categories", page: "catalogue/pages/CategoriesPage" },
  { path: "/userCenter", page: "user-center/pages/UserCenterPage", auth: true },
  { path: "/questions", page: "questions/pages/QuestionListPage" },
  { path: "/question", page: "questions/pages/QuestionDetailPage" },
  { path: "/user", page: "user-profile/pages/UserProfilePage" },
  { path: "/publish", page: "ask/pages/PublishPage", auth: true },
  { path: "/publishInfoEditor", page: "ask/pages/PublishInfoEditorPage", auth: true },
  { path: "/myQuestions", page: "my-questions/pages/MyQuestionsPage", auth: true },
  { path: "/wallet/recharge", page: "wallet/pages/RechargePage", auth: true },
  { path: "/wallet/rechargeRecorde", page: "wallet/pages/RechargeRecordsPage", auth: true },
  { path: "/wallet/withdraw", page: "wallet/pages/WithdrawPage", auth: true },
  { path: "/wallet/cards", page: "wallet/pages/CardsPage", auth: true },
  { path: "/wallet/balanceLogs", page: "wallet/pages/BalanceLogsPage", auth: true },
  { path: "/admin/appeals", page: "admin/pages/AppealsPage", auth: true },
  { path: "/admin/experts", page: "admin/pages/ExpertApplicationsPage", auth: true },
  { path: "/admin/reconciliation", page: "admin/pages/ReconciliationPage", auth: true },
  { path: "/admin/payouts", page: "admin/pages/PayoutsPage", auth: true },
  { path: "/admin/reports", page: "admin/pages/ReportsPage", auth: true },
  { path: "/admin/users", page: "admin/pages/AdminUsersPage", auth: true },
  { path: "/admin/words", page: "admin/pages/BlockedWordsPage", auth: true },
  { path: "/admin/audit-log", page: "admin/pages/AuditLogPage", auth: true },
  { path: "/expert-category-select", page: "experts/pages/ExpertCategorySelectPage", auth: true },
  { path: "/expert-qa", page: "experts/pages/ExpertQaPage", auth: true },
  { path: "/messages", page: "messages/pages/MessagesPage", auth: true },
  { path: "/message", page: "messages/pages/MessagePage", auth: true },
  { path: "/conversations", page: "conversations/pages/ConversationsPage", auth: true },
  { path: "/conversations/:id", page: "conversations/pages/ConversationPage", auth: true },
  { path: "/houses", page: "classifieds/housing/pages/HousingListPage" },
  { path: "/houseDetail", page: "classifieds/housing/pages/HousingDetailPage" },
  { path: "/houseDetail/:id", page: "classifieds/housing/pages/HousingDetailPage" },
  { path: "/post/housing", page: "classifieds/housing/pages/HousingEditorPage", auth: true },
  { path: "/post/housing/:id", page: "classifieds/housing/pages/HousingEditorPage", auth: true },
  { path: "/sales", page: "classifieds/sales/pages/SalesListPage" },
  { path: "/saleDetail", page: "classifieds/sales/pages/SaleDetailPage" },
  { path: "/housekeeping", page: "classifieds/housekeeping/pages/HousekeepingListPage" },
  { path: "/housekeepingDetail", page: "classifieds/housekeeping/pages/HousekeepingDetailPage" },
  { path: "/services/item/:id", page: "classifieds/housekeeping/pages/ServiceShopPage" },
  { path: "/shop-review", page: "classifieds/housekeeping/pages/ShopReviewPage" },
  { path: "/jobs", page: "classifieds/jobs/pages/JobListPage" },
  { path: "/jobDetail", page: "classifieds/jobs/pages/JobDetailPage" },
  { path: "/post/:kind", page: "classifieds/my-listings/pages/ListingEditorPage", auth: true },
  { path: "/post/:kind/:id", page: "classifieds/my-listings/pages/ListingEditorPage", auth: true },
  { path: "/myListings", page: "classifieds/my-listings/pages/MyListingsPage", auth: true },
  { path: "/merchants/:id", page: "store/pages/MerchantPage" },
  { path: "/merchant-site/:id", page: "store/pages/MerchantPage" },
  { path: "/store", page: "store/pages/StorePage" },
  { path: "/cart", page: "store/pages/CartPage" },
  // The spec's named route "OrderConfirm" (react-router 7 has no named routes).
  { path: "/orderConfirm", page: "store/pages/OrderConfirmPage", auth: true },
  { path: "/orders", page: "store/pages/OrdersPage", auth: true },
  { path: "/order", page: "store/pages/OrderPage", auth: true },
  { path: "/product", page: "store/pages/ProductPage" },
  { path: "/merchantOrders", page: "store/pages/MerchantOrdersPage", auth: true },
  { path: "/searchList", page: "search/pages/SearchListPage" },
  { path: "/dashboard", page: "admin/pages/DashboardPage", auth: true },
];
