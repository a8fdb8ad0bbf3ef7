/** Every namespace of one language in one chunk: a reader downloads one file per language (issue 8). */
export default import.meta.glob<Record<string, unknown>>("../../locales/en/*.json", {
  eager: true,
  import: "default",
});
