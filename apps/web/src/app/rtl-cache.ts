import createCache from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";

/** The emotion cache that mirrors styles for right-to-left languages (its own chunk: only Arabic needs it). */
export const rtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });
