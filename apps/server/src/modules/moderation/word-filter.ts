import { AhoCorasick } from "@monyone/aho-corasick";
import * as OpenCC from "opencc-js/t2cn";

/** Traditional Chinese (any region) → simplified, phrase by phrase (OpenCC's dictionaries). */
const toSimplified = OpenCC.Converter({ from: "t", to: "cn" });

/** Latin combining accents (after NFKD) and Arabic diacritics (harakat, superscript alef) and tatweel. */
const ACCENTS_AND_HARAKAT = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;
const ARABIC_ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ → ا
const ARABIC_ALEF_MAKSURA = /\u0649/g; // ى → ي
/** Everything that is not a letter, a digit or a mark: spaces, punctuation, symbols, invisibles. */
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}\p{M}]/gu;

/**
 * The skeleton text and words are compared on: width and compatibility forms folded (NFKC: "ＡＢＣ",
 * "①" and Arabic presentation forms become their plain letters), lower case, traditional Chinese as
 * simplified, Latin accents and Arabic diacritics and tatweel dropped, Arabic alef and alef maksura
 * forms unified, and every space, punctuation mark, symbol and invisible character removed, so
 * "代 开.发票", "代開發票" and "ＦＲＥＥ-money" match "代开发票" and "free money".
 *
 * Matching is by substring of the skeleton: a short Latin word also matches inside longer words
 * (the lists should hold specific words and phrases; docs/ARCHITECTURE.md, issue 17).
 */
export function skeleton(text: string): string {
  const folded = text
    .normalize("NFKD")
    .replace(ACCENTS_AND_HARAKAT, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(ARABIC_ALEF_FORMS, "\u0627")
    .replace(ARABIC_ALEF_MAKSURA, "\u064a")
    .replace(NOT_LETTER_OR_DIGIT, "");
  return toSimplified(folded);
}

export type WordVerdict = "block" | "review" | null;

/** Both lists compiled once into Aho–Corasick automata over skeletons: one pass per text and list. */
export class WordFilter {
  private readonly block: AhoCorasick | null;
  private readonly review: AhoCorasick | null;

  constructor(lists: { block: readonly string[]; review: readonly string[] }) {
    this.block = compile(lists.block);
    this.review = compile(lists.review);
  }

  /** `block` if any text holds a block word, else `review` if any holds a review word, else null. */
  verdict(texts: readonly string[]): WordVerdict {
    if (!this.block && !this.review) return null;
    const skeletons = texts.filter((t) => t.length > 0).map(skeleton);
    if (this.block && skeletons.some((s) => this.block?.hasKeywordInText(s))) return "block";
    if (this.review && skeletons.some((s) => this.review?.hasKeywordInText(s))) return "review";
    return null;
  }
}

function compile(words: readonly string[]): AhoCorasick | null {
  const skeletons = [...new Set(words.map(skeleton).filter((w) => w.length > 0))];
  return skeletons.length > 0 ? new AhoCorasick(skeletons) : null;
}
