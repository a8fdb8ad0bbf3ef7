import type { Locale } from "@ask/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client";
import { SessionProvider } from "../lib/session";
import { storedLang } from "../lib/storage";
import { ToastProvider } from "../lib/toast";
import { applyDocumentLanguage, isRtl } from "./i18n";
import { loadRtlCache } from "./rtl-cache-loader";

// A right-to-left reader's styles start loading with the app, not after the first render.
if (isRtl(storedLang())) void loadRtlCache();

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** The document's lang and dir follow the chosen language (MUI parts read it through MuiScope). */
function DocumentLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Locale;
  useEffect(() => applyDocumentLanguage(lang), [lang]);
  return children;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentLanguage>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </DocumentLanguage>
    </QueryClientProvider>
  );
}
