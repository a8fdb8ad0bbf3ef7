/**
 * Translation namespaces (src/locales/<lang>/<namespace>.json). The core ones — the top bar, errors
 * and the public screens people open first — come in one chunk per language with the app; every other
 * namespace is its own small chunk, loaded when a screen first uses it (the server preloads the ones a
 * screen needs, see build/web-document.ts). A reader downloads only their language. The question
 * page's own texts ("question", ~3 KB) are not core: the home screen does not need them (issue 16
 * budget), and the server preloads them with the question page's code.
 */
export const CORE_NAMESPACES = ["common", "errors", "home", "catalogue", "questions"] as const;
