/**
 * Search tokens that work for all nine languages without a language-specific parser.
 *
 * - Han, kana and hangul runs have no spaces between words, so they are indexed as single characters
 *   and overlapping bigrams: a 2-character query such as 养老 matches any text containing it.
 * - Other scripts (Latin, Arabic, …) are split into words, lowercased and stripped of diacritics
 *   (é → e, Arabic harakat removed), matched by prefix.
 *
 * The tokens go into a tsvector built with array_to_tsvector (no parser involved) behind a GIN index.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+|[\p{L}\p{N}\p{M}]+/gu;
const MAX_WORD = 40;

function normalizeWord(word: string): string {
  return word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().slice(0, MAX_WORD);
}

function runs(text: string): string[] {
  return text.normalize("NFKC").match(RUN) ?? [];
}

function isCjk(run: string): boolean {
  return CJK.test(run[0] ?? "");
}

/** Tokens stored for a document. */
export function documentTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const run of runs(text)) {
    if (isCjk(run)) {
      const chars = [...run];
      chars.forEach((c, i) => {
        tokens.add(c);
        const next = chars[i + 1];
        if (next) tokens.add(c + next);
      });
    } else {
      const word = normalizeWord(run);
      if (word) tokens.add(word);
    }
  }
  return [...tokens];
}

/**
 * A tsquery string: all query terms must match; CJK runs by their bigrams (or the single character),
 * words by prefix. Returns null when the query has nothing searchable.
 */
export function toTsQuery(query: string): string | null {
  const terms = new Set<string>();
  for (const run of runs(query)) {
    if (isCjk(run)) {
      const chars = [...run];
      if (chars.length === 1) terms.add(`'${chars[0]}'`);
      for (let i = 0; i + 1 < chars.length; i++) terms.add(`'${chars[i]}${chars[i + 1]}'`);
    } else {
      const word = normalizeWord(run);
      if (word) terms.add(`'${word}':*`);
    }
  }
  // Tokens contain only letters, digits and marks, so no quote can appear inside them.
  return terms.size ? [...terms].slice(0, 32).join(" & ") : null;
}

/**
 * The pieces of a query to highlight in results: CJK runs as typed, other words normalized as the
 * index normalizes them (lowercase, no diacritics). Longest first, so the web marks whole runs.
 */
export function highlightTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const run of runs(query)) {
    const term = isCjk(run) ? run : normalizeWord(run);
    if (term) terms.add(term);
  }
  return [...terms].sort((a, b) => b.length - a.length).slice(0, 32);
}

/**
 * The terms a text is compared by when looking for similar questions: CJK bigrams (a lone character
 * as itself), other words of two or more letters as whole tokens, except the text's last word, which
 * is matched by prefix (it may be still being typed). Each term is a one-term tsquery string; at most
 * `max`, in the order they appear.
 */
export function similarityTerms(text: string, max = 16): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  const all = runs(text);
  const add = (term: string) => {
    if (!seen.has(term) && terms.length < max) {
      seen.add(term);
      terms.push(term);
    }
  };
  all.forEach((run, i) => {
    if (isCjk(run)) {
      const chars = [...run];
      if (chars.length === 1) add(`'${chars[0]}'`);
      for (let j = 0; j + 1 < chars.length; j++) add(`'${chars[j]}${chars[j + 1]}'`);
    } else {
      const word = normalizeWord(run);
      if ([...word].length < 2) return;
      const last = i === all.length - 1 && !/[\s\p{P}]$/u.test(text);
      add(last && [...word].length >= 3 ? `'${word}':*` : `'${word}'`);
    }
  });
  return terms;
}
