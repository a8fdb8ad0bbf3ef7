import { lazy, Suspense } from "react";
import { BrowserRouter, Navigate, type RouteObject, useRoutes } from "react-router";
import { NotFoundPage } from "../components/NotFoundPage";
import { PageLoader } from "../components/PageLoader";
import { RequireAuth } from "../components/RequireAuth";
import { AppShell } from "./shell/AppShell";

// Route-level code splitting: each screen is its own chunk.
const HomePage = lazy(() => import("../features/home/pages/HomePage"));
const LoginPage = lazy(() => import("../features/auth/pages/LoginPage"));
const CategoriesPage = lazy(() => import("../features/catalogue/pages/CategoriesPage"));
const UserCenterPage = lazy(() => import("../features/user-center/pages/UserCenterPage"));
const QuestionListPage = lazy(() => import("../features/questions/pages/QuestionListPage"));
const QuestionDetailPage = lazy(() => import("../features/questions/pages/QuestionDetailPage"));
const PublishPage = lazy(() => import("../features/publish/pages/PublishPage"));
const MyQuestionsPage = lazy(() => import("../features/my-questions/pages/MyQuestionsPage"));
const RechargePage = lazy(() => import("../features/wallet/pages/RechargePage"));
const RechargeRecordsPage = lazy(() => import("../features/wallet/pages/RechargeRecordsPage"));
const WithdrawPage = lazy(() => import("../features/wallet/pages/WithdrawPage"));
const CardsPage = lazy(() => import("../features/wallet/pages/CardsPage"));
const BalanceLogsPage = lazy(() => import("../features/wallet/pages/BalanceLogsPage"));
const AppealsPage = lazy(() => import("../features/admin/pages/AppealsPage"));
const ExpertCategorySelectPage = lazy(() => import("../features/experts/pages/ExpertCategorySelectPage"));
const ExpertQaPage = lazy(() => import("../features/experts/pages/ExpertQaPage"));
const MessagesPage = lazy(() => import("../features/messages/pages/MessagesPage"));
const MessagePage = lazy(() => import("../features/messages/pages/MessagePage"));
const HousingListPage = lazy(() => import("../features/housing/pages/HousingListPage"));
const HousingDetailPage = lazy(() => import("../features/housing/pages/HousingDetailPage"));
const HousingEditorPage = lazy(() => import("../features/housing/pages/HousingEditorPage"));
const SalesListPage = lazy(() => import("../features/listings/pages/SalesListPage"));
const SaleDetailPage = lazy(() => import("../features/listings/pages/SaleDetailPage"));
const HousekeepingListPage = lazy(() => import("../features/listings/pages/HousekeepingListPage"));
const HousekeepingDetailPage = lazy(() => import("../features/listings/pages/HousekeepingDetailPage"));
const ServiceShopPage = lazy(() => import("../features/listings/pages/ServiceShopPage"));
const ShopReviewPage = lazy(() => import("../features/listings/pages/ShopReviewPage"));
const JobDetailPage = lazy(() => import("../features/jobs/pages/JobDetailPage"));
const ListingEditorPage = lazy(() => import("../features/posting/pages/ListingEditorPage"));
const MyListingsPage = lazy(() => import("../features/posting/pages/MyListingsPage"));
const MerchantPage = lazy(() => import("../features/store/pages/MerchantPage"));
const StorePage = lazy(() => import("../features/store/pages/StorePage"));
const CartPage = lazy(() => import("../features/store/pages/CartPage"));
const OrderConfirmPage = lazy(() => import("../features/store/pages/OrderConfirmPage"));
const OrdersPage = lazy(() => import("../features/store/pages/OrdersPage"));
const SearchListPage = lazy(() => import("../features/search/pages/SearchListPage"));
const DashboardPage = lazy(() => import("../features/admin/pages/DashboardPage"));

const page = (element: React.ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;
const privatePage = (element: React.ReactNode) => page(<RequireAuth>{element}</RequireAuth>);

/**
 * Only screens that really exist are routed (house rule: a named screen is real or not routed).
 * Declarative routing (BrowserRouter + useRoutes): the app uses no loaders/actions, and the data router
 * would add ~16 KB gzipped to the initial JavaScript of every screen (issue 8 budget).
 */
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: "/", element: <Navigate to="/home" replace /> },
      { path: "/home", element: page(<HomePage />) },
      { path: "/login", element: page(<LoginPage />) },
      { path: "/categories", element: page(<CategoriesPage />) },
      {
        path: "/userCenter",
        element: page(
          <RequireAuth>
            <UserCenterPage />
          </RequireAuth>,
        ),
      },
      { path: "/questions", element: page(<QuestionListPage />) },
      { path: "/question", element: page(<QuestionDetailPage />) },
      {
        path: "/publish",
        element: page(
          <RequireAuth>
            <PublishPage />
          </RequireAuth>,
        ),
      },
      {
        path: "/myQuestions",
        element: page(
          <RequireAuth>
            <MyQuestionsPage />
          </RequireAuth>,
        ),
      },
      { path: "/wallet/recharge", element: privatePage(<RechargePage />) },
      { path: "/wallet/rechargeRecorde", element: privatePage(<RechargeRecordsPage />) },
      { path: "/wallet/withdraw", element: privatePage(<WithdrawPage />) },
      { path: "/wallet/cards", element: privatePage(<CardsPage />) },
      { path: "/wallet/balanceLogs", element: privatePage(<BalanceLogsPage />) },
      { path: "/admin/appeals", element: privatePage(<AppealsPage />) },
      { path: "/expert-category-select", element: privatePage(<ExpertCategorySelectPage />) },
      { path: "/expert-qa", element: privatePage(<ExpertQaPage />) },
      { path: "/messages", element: privatePage(<MessagesPage />) },
      { path: "/message", element: privatePage(<MessagePage />) },
      { path: "/houses", element: page(<HousingListPage />) },
      { path: "/houseDetail", element: page(<HousingDetailPage />) },
      { path: "/houseDetail/:id", element: page(<HousingDetailPage />) },
      { path: "/post/housing", element: privatePage(<HousingEditorPage />) },
      { path: "/post/housing/:id", element: privatePage(<HousingEditorPage />) },
      { path: "/sales", element: page(<SalesListPage />) },
      { path: "/saleDetail", element: page(<SaleDetailPage />) },
      { path: "/housekeeping", element: page(<HousekeepingListPage />) },
      { path: "/housekeepingDetail", element: page(<HousekeepingDetailPage />) },
      { path: "/services/item/:id", element: page(<ServiceShopPage />) },
      { path: "/shop-review", element: page(<ShopReviewPage />) },
      { path: "/jobDetail", element: page(<JobDetailPage />) },
      { path: "/post/:kind", element: privatePage(<ListingEditorPage />) },
      { path: "/post/:kind/:id", element: privatePage(<ListingEditorPage />) },
      { path: "/myListings", element: privatePage(<MyListingsPage />) },
      { path: "/merchants/:id", element: page(<MerchantPage />) },
      { path: "/merchant-site/:id", element: page(<MerchantPage />) },
      { path: "/store", element: page(<StorePage />) },
      { path: "/cart", element: page(<CartPage />) },
      // The spec's named route "OrderConfirm" (react-router 7 has no named routes).
      { path: "/orderConfirm", element: privatePage(<OrderConfirmPage />) },
      { path: "/orders", element: privatePage(<OrdersPage />) },
      { path: "/searchList", element: page(<SearchListPage />) },
      { path: "/dashboard", element: privatePage(<DashboardPage />) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
