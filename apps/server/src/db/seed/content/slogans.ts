import type { Locale } from "@ask/contracts";

export const SLOGANS: Record<Locale, string> = {
  zh: "悬赏提问，高手解答，分享知识也能赚钱",
  zh_tw: "懸賞提問，高手解答，分享知識也能賺錢",
  en: "Ask anything. Reward the best answer. Share and earn.",
  de: "Frag alles, belohne die beste Antwort, verdiene mit Wissen.",
  fr: "Demandez tout, récompensez la meilleure réponse, gagnez.",
  es: "Pregunta lo que quieras, premia la mejor respuesta y gana.",
  ja: "何でも質問、ベストアンサーに報酬、知識をシェアして稼ごう",
  ar: "اسأل عن أي شيء، كافئ أفضل إجابة، واربح من معرفتك",
  pt: "Pergunte, premie a melhor resposta e ganhe com o que sabe.",
};
