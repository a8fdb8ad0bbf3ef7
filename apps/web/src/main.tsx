/**
 * Entry point. index.html paints the boot bar from its own markup; the app's code (already
 * downloading: the server preloads it, see apps/server/src/plugins/web-document.ts) is evaluated only
 * after that first frame, so a phone shows something at once instead of after parsing and running
 * several hundred kilobytes of script (issue 8: first contentful paint).
 */
import { requestEarlyData } from "./app/early-data";
import { adoptAddressLang } from "./lib/storage";
// The shell's and home screen's styles (drawn without MUI): a stylesheet in the page's head.
import "./components/light/light.css";

// An address naming its language (`?lang=`) sets it before anything reads it.
adoptAddressLang(window.location.search);
// The screen's data is asked for now, beside the code, not after the code has run.
requestEarlyData(window.location);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app's code is evaluated in three steps, each its own task — React, the libraries, then MUI and
 * the app (the chunks of vite.config.ts) — so that no single task blocks the page for long on a phone
 * (issue 8: total blocking time).
 */
const start = async () => {
  await import("react-dom/client");
  await nextTask();
  await import("i18next");
  await nextTask();
  await import("./app/start");
};
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
else void start();
