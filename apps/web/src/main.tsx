/**
 * Entry point. index.html paints the boot bar from its own markup; the app's code (already
 * downloading: the server preloads it, see apps/server/src/plugins/web-document.ts) is evaluated only
 * after that first frame, so a phone shows something at once instead of after parsing and running
 * several hundred kilobytes of script (issue 8: first contentful paint).
 */
import { DEFERRED_PRELOADS_ELEMENT_ID } from "@ask/contracts";
import { requestEarlyData } from "./app/early-data";
import { adoptAddressLang } from "./lib/storage";
// The shell's and home screen's styles (drawn without MUI): a stylesheet in the page's head.
import "./components/light/light.css";

// An address naming its language (`?lang=`) sets it before anything reads it.
adoptAddressLang(window.location.search);
// The screen's data is asked for now, beside the code, not after the code has run.
requestEarlyData(window.location);

/**
 * A page whose content the server wrote holds the app's chunk preloads back until that content has
 * painted (apps/server plugins/web-document.ts withBody); they all start downloading now, together.
 */
function releaseChunkPreloads(): void {
  const held = document.getElementById(DEFERRED_PRELOADS_ELEMENT_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app's code is evaluated in three steps, each its own task — React, the libraries, then MUI and
 * the app (the chunks of vite.config.ts) — so that no single task blocks the page for long on a phone
 * (issue 8: total blocking time).
 */
const start = async () => {
  releaseChunkPreloads();
  await import("react-dom/client");
  await nextTask();
  await import("i18next");
  await nextTask();
  await import("./app/start");
};
/**
 * After the page's first paint: the paint-timing entry when the browser reports one (a frame's
 * callbacks run before its pixels are shown, so waiting for the frame alone can still start the
 * downloads before anything is on screen), else the next frame.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState !== "visible") {
    run();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    setTimeout(run, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) once();
  });
  observer.observe({ type: "paint", buffered: true });
  // A page that paints no content (nothing but a background) must still start.
  setTimeout(once, 1000);
}
afterFirstPaint(() => void start());
