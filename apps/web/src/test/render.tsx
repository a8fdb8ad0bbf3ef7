/**
 * Renders a component as the app does: TanStack Query, i18n with the real zh and en texts (every
 * namespace, loaded up front), the MUI theme (RTL-aware), session and toasts, and a memory router. Use
 * with fakeApi() (fake-api.ts) for the server. The current address is shown in data-testid="location",
 * so a test can assert where a screen navigated to.
 */
import type { SessionUser } from "@ask/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance, type i18n as I18n } from "i18next";
import { type ReactElement, type ReactNode, Suspense } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import MuiThemeScope from "../app/theme";
import { SessionProvider } from "../lib/session";
import { storeSession } from "../lib/storage";
import { ToastProvider } from "../lib/toast";

type TestLang = "zh" | "en";
const bundles = import.meta.glob<Record<string, unknown>>("../locales/{zh,en}/*.json", {
  eager: true,
  import: "default",
});

/** An i18next instance holding every namespace of zh and en (missing keys show as the key). */
export function testI18n(lang: TestLang = "zh"): I18n {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, texts] of Object.entries(bundles)) {
    const [, fileLang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!fileLang || !ns) continue;
    resources[fileLang] ??= {};
    resources[fileLang][ns] = texts;
  }
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

export const TEST_USER: SessionUser = {
  id: 7,
  role: "user",
  expert_id: null,
  username: "tester",
  avatar: null,
  level: "1",
  lang: "zh",
};

interface RenderOptions {
  lang?: TestLang;
  /** The address the memory router starts at. */
  route?: string;
  /** Signed in as this user (token and user in storage, as after a login); null: signed out. */
  user?: SessionUser | null;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` with the app's providers; returns RTL's result, a userEvent session and the i18n instance. */
export function renderWithApp(
  ui: ReactElement,
  { lang = "zh", route = "/", user = TEST_USER }: RenderOptions = {},
) {
  if (user) storeSession("test-token", user);
  const i18n = testI18n(lang);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <SessionProvider>
            <Suspense fallback={<div data-testid="suspended" />}>
              <MuiThemeScope>
                <MemoryRouter initialEntries={[route]}>
                  <Routes>
                    <Route path="*" element={children} />
                  </Routes>
                  <LocationProbe />
                </MemoryRouter>
              </MuiThemeScope>
            </Suspense>
          </SessionProvider>
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const user$ = userEvent.setup();
  return { ...render(ui, { wrapper }), user: user$, i18n, queryClient };
}
