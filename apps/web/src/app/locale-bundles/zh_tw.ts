/** The core namespaces of one language in one chunk (app/namespaces.ts CORE_NAMESPACES; a test checks the list). */
export default import.meta.glob<Record<string, unknown>>(
  "../../locales/zh_tw/{common,errors,home,catalogue,questions}.json",
  { eager: true, import: "default" },
);
