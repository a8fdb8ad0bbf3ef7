/**
 * Entry point. index.html paints the boot bar from its own markup; the app's code (already
 * downloading: the server preloads it, see apps/server/src/plugins/web-document.ts) is evaluated only
 * after that first frame, so a phone shows something at once instead of after parsing and running
 * several hundred kilobytes of script (issue 8: first contentful paint).
 */
const start = () => void import("./app/start");
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
else start();
