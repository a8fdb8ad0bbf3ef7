import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import "./app/i18n";
import { AppProviders } from "./app/providers";
import { AppRouter } from "./app/router";
import { PageLoader } from "./components/PageLoader";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<PageLoader />}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
