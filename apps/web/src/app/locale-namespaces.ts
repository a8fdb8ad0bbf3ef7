/**
 * Every non-core namespace of every language (app/namespaces.ts), one chunk each. This map of ~180
 * loaders is a chunk of its own, loaded when a screen first needs a non-core namespace (the server
 * preloads it with those namespaces) or when the browser is idle: it would otherwise be ~4 KB of the
 * home screen's initial JavaScript (issue 16 budget). A test checks the core list below.
 */
export default import.meta.glob<Record<string, unknown>>(
  ["../locales/*/*.json", "!../locales/*/{common,errors,home,catalogue,questions}.json"],
  { import: "default" },
);
