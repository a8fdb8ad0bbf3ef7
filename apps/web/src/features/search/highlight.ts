/**
 * Marks the search terms in a result's title or snippet, the way the server matched them
 * (apps/server/src/lib/search-tokens.ts): Chinese, Japanese and Korean runs exactly as typed, other
 * words case- and accent-insensitively from the start of a word (the index matches words by prefix).
 *
 * Pure string work by index search: the user's words never become a regular expression.
 */

export interface Segment {
  text: string;
  mark: boolean;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const MARK = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** Whether a match may start after `prev`: the index splits words at anything but letters and digits, and CJK runs from other letters. */
const startsWord = (prev: string | undefined) => !prev || !WORD_CHAR.test(prev) || CJK.test(prev);

/** One character as the index compares it: CJK as-is; else lowercase, no diacritics ("É" → "e"). */
function foldChar(char: string): string {
  if (CJK.test(char)) return char;
  const folded = char.toLowerCase().normalize("NFKD").replace(MARK, "");
  // A word-final sigma lowercases to "ς" inside a word but to "σ" on its own.
  return folded === "ς" ? "σ" : folded;
}

const foldTerm = (term: string) => Array.from(term, foldChar).join("");

/**
 * The folded text with, for every folded position, where its character starts and ends in the
 * original. Folding a character may give several (ﬁ → fi) or none (a combining accent): an accent
 * stays with the letter before it.
 */
function foldText(text: string) {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    const f = foldChar(char);
    if (f === "" && ends.length > 0) ends[ends.length - 1] = end;
    for (let i = 0; i < f.length; i++) {
      starts.push(at);
      ends.push(end);
    }
    folded += f;
    at = end;
  }
  return { folded, starts, ends };
}

/**
 * Splits `text` into marked and unmarked segments for `terms` (the response's `terms`). Overlapping
 * and touching matches become one mark; with no terms (or no match) the text comes back whole.
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const wanted = [...new Set(terms.map(foldTerm).filter((term) => term.length > 0))];
  if (!text || wanted.length === 0) return [{ text, mark: false }];

  const { folded, starts, ends } = foldText(text);
  const ranges: [number, number][] = [];
  for (const term of wanted) {
    const wholeWordStart = !CJK.test(term[0] ?? "");
    for (let i = folded.indexOf(term); i >= 0; i = folded.indexOf(term, i + 1)) {
      // Latin, Arabic, … terms match the beginning of a word, as the index's prefix search does.
      if (wholeWordStart && !startsWord(folded[i - 1])) continue;
      ranges.push([starts[i] ?? 0, ends[i + term.length - 1] ?? text.length]);
    }
  }
  if (ranges.length === 0) return [{ text, mark: false }];

  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}
