import { TIMINGS } from "@ask/contracts";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { BrowserRouter, Navigate, type RouteObject, useRoutes } from "react-router";
import { PageLoader } from "../components/PageLoader";
import { RequireAuth } from "../components/RequireAuth";
import { MuiScope } from "./MuiScope";
import { ROUTE_TABLE } from "./route-table";
import { ServerContentCover, ServerContentOr } from "./server-content";
import { AppShell } from "./shell/AppShell";

// Route-level code splitting: each screen is its own chunk, loaded when its path is first shown.
// Pages live in features/<name>/pages/, or one level deeper in the classifieds feature (classifieds/<kind>/pages/).
const pageModules = import.meta.glob<{ default: ComponentType }>([
  "../features/*/pages/*.tsx",
  "../features/classifieds/*/pages/*.tsx",
  "!../features/**/*.test.tsx",
]);
const NotFoundPage = lazy(() =>
  import("../components/NotFoundPage").then((m) => ({ default: m.NotFoundPage })),
);
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** A screen's code that has not arrived after the spec's chunk timeout counts as failed (RouteErrorBoundary). */
function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`screen code not loaded after ${ms} ms`)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function lazyPage(page: string): LazyExoticComponent<ComponentType> {
  let component = lazyPages.get(page);
  if (!component) {
    const load = pageModules[`../features/${page}.tsx`];
    if (!load) throw new Error(`route table: no page module features/${page}.tsx`);
    component = lazy(() => withTimeout(load(), TIMINGS.chunkLoadTimeoutMs));
    lazyPages.set(page, component);
  }
  return component;
}

/**
 * Declarative routing (BrowserRouter + useRoutes): the app uses no loaders/actions, and the data router
 * would add ~16 KB gzipped to the initial JavaScript of every screen (issue 8 budget).
 */
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: "/", element: <Navigate to="/home" replace /> },
      ...ROUTE_TABLE.map(({ path, page, auth, light }): RouteObject => {
        const Page = lazyPage(page);
        const screen = light ? (
          <Page key={path} />
        ) : (
          <MuiScope key={path}>
            <Page />
          </MuiScope>
        );
        return {
          path,
          element: (
            // The screen's loader (or the server's content of the page opened) shows while its code
            // (and, the first time, MUI's) loads.
            <Suspense fallback={<ServerContentOr fallback={<PageLoader />} />}>
              <ServerContentCover>{auth ? <RequireAuth>{screen}</RequireAuth> : screen}</ServerContentCover>
            </Suspense>
          ),
        };
      }),
      {
        path: "*",
        element: (
          <Suspense fallback={<PageLoader />}>
            <MuiScope>
              <NotFoundPage />
            </MuiScope>
          </Suspense>
        ),
      },
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
