/**
 * Translation namespaces (src/locales/<lang>/<namespace>.json). The core ones — the top bar, errors
 * and the public screens people open first — come in one chunk per language with the app; every other
 * namespace is its own small chunk, loaded when a screen first uses it (the server preloads the ones a
 * screen needs, see build/web-document.ts). A reader downloads only their language.
 */
export const CORE_NAMESPACES = ["common", "errors", "home", "catalogue", "questions", "question"] as const;
