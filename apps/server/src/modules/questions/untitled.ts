import type { Locale } from "@ask/contracts";

/** The default title of a question whose content has no text (spec 5), in the publisher's language. */
export const UNTITLED_QUESTION: Record<Locale, string> = {
  zh: "未命名问题",
  zh_tw: "未命名問題",
  en: "Untitled question",
  de: "Frage ohne Titel",
  fr: "Question sans titre",
  es: "Pregunta sin título",
  ja: "無題の質問",
  ar: "سؤال بلا عنوان",
  pt: "Pergunta sem título",
};
