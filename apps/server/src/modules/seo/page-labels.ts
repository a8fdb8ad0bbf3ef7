import type { Locale } from "@ask/contracts";

/** The words around a public page's content in its HTML (issue 19), in the page's language. */
export interface PageLabels {
  /** "{n} answers" */
  answers: (n: number) => string;
  /** The answer that was paid the bonus. */
  accepted: string;
  /** "{n} upvotes" */
  upvotes: (n: number) => string;
  /** "Bonus ¥{amount}" */
  bonus: (amount: string) => string;
  allQuestions: string;
  home: string;
  noAnswers: string;
}

export const PAGE_LABELS: Record<Locale, PageLabels> = {
  zh: {
    answers: (n) => `${n} 个回答`,
    accepted: "已采纳的回答",
    upvotes: (n) => `${n} 赞`,
    bonus: (a) => `悬赏 ¥${a}`,
    allQuestions: "全部问题",
    home: "首页",
    noAnswers: "还没有回答",
  },
  zh_tw: {
    answers: (n) => `${n} 個回答`,
    accepted: "已採納的回答",
    upvotes: (n) => `${n} 讚`,
    bonus: (a) => `懸賞 ¥${a}`,
    allQuestions: "全部問題",
    home: "首頁",
    noAnswers: "還沒有回答",
  },
  en: {
    answers: (n) => (n === 1 ? "1 answer" : `${n} answers`),
    accepted: "Accepted answer",
    upvotes: (n) => (n === 1 ? "1 upvote" : `${n} upvotes`),
    bonus: (a) => `Bonus ¥${a}`,
    allQuestions: "All questions",
    home: "Home",
    noAnswers: "No answers yet",
  },
  de: {
    answers: (n) => (n === 1 ? "1 Antwort" : `${n} Antworten`),
    accepted: "Angenommene Antwort",
    upvotes: (n) => (n === 1 ? "1 positive Bewertung" : `${n} positive Bewertungen`),
    bonus: (a) => `Prämie ¥${a}`,
    allQuestions: "Alle Fragen",
    home: "Startseite",
    noAnswers: "Noch keine Antworten",
  },
  fr: {
    answers: (n) => (n <= 1 ? `${n} réponse` : `${n} réponses`),
    accepted: "Réponse acceptée",
    upvotes: (n) => (n <= 1 ? `${n} vote positif` : `${n} votes positifs`),
    bonus: (a) => `Prime ¥${a}`,
    allQuestions: "Toutes les questions",
    home: "Accueil",
    noAnswers: "Pas encore de réponse",
  },
  es: {
    answers: (n) => (n === 1 ? "1 respuesta" : `${n} respuestas`),
    accepted: "Respuesta aceptada",
    upvotes: (n) => (n === 1 ? "1 voto positivo" : `${n} votos positivos`),
    bonus: (a) => `Recompensa ¥${a}`,
    allQuestions: "Todas las preguntas",
    home: "Inicio",
    noAnswers: "Aún no hay respuestas",
  },
  ja: {
    answers: (n) => `回答 ${n} 件`,
    accepted: "採用された回答",
    upvotes: (n) => `いいね ${n}`,
    bonus: (a) => `報酬 ¥${a}`,
    allQuestions: "すべての質問",
    home: "ホーム",
    noAnswers: "まだ回答はありません",
  },
  ar: {
    answers: (n) => `${n} إجابة`,
    accepted: "الإجابة المقبولة",
    upvotes: (n) => `${n} تصويت إيجابي`,
    bonus: (a) => `مكافأة ¥${a}`,
    allQuestions: "كل الأسئلة",
    home: "الرئيسية",
    noAnswers: "لا توجد إجابات بعد",
  },
  pt: {
    answers: (n) => (n === 1 ? "1 resposta" : `${n} respostas`),
    accepted: "Resposta aceita",
    upvotes: (n) => (n === 1 ? "1 voto positivo" : `${n} votos positivos`),
    bonus: (a) => `Recompensa ¥${a}`,
    allQuestions: "Todas as perguntas",
    home: "Início",
    noAnswers: "Ainda não há respostas",
  },
};
