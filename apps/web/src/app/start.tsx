/**
 * The app itself: loaded by main.tsx after the first paint (its modules — React, MUI, the router,
 * i18n — take a while to evaluate on a phone, and the boot bar should not wait for them).
 */
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import "./i18n";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";
import { keepServerContent, ServerContentOr } from "./server-content";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

// index.html paints a boot bar (the top bar, its title in the reader's language) before any script;
// while the texts and theme load, React shows the same bar, so the page does not flash.
const bootTitle = root.querySelector(".boot-title")?.textContent ?? "";
// A public page's server-written content stays under it (server-content.tsx).
keepServerContent(root);
const bootBar = (
  <>
    <div className="boot-bar" aria-hidden="true">
      <span className="boot-title">{bootTitle}</span>
    </div>
    <ServerContentOr fallback={null} />
  </>
);

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={bootBar}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
