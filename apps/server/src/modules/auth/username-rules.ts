import unhomoglyph from "unhomoglyph";

/**
 * Look-alike usernames (UTS #39, Unicode Security Mechanisms).
 *
 * Skeleton (UTS #39 section 4): the name decomposed (NFD), every confusable character replaced by its
 * prototype from Unicode's confusables.txt (the `unhomoglyph` package ships that table), decomposed
 * again. Two names that look alike as written have the same skeleton: Cyrillic "сору" and Latin
 * "copy", "paypa1" and "paypal", "rn" and "m". Like the standard's, it keeps case ("ADMlN" does not
 * look like "admin"); names differing only in case are refused by the case-insensitive unique index.
 * The users table keeps the skeleton under a unique index, so a look-alike is refused by the database
 * itself, even when both names register at the same moment.
 */
export function usernameSkeleton(username: string): string {
  return unhomoglyph(username.normalize("NFD")).normalize("NFD");
}

/** Scripts a username's letters may come from (any other letter counts as a script of its own). */
const SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Nko",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Georgian",
  "Hangul",
  "Ethiopic",
  "Cherokee",
  "Canadian_Aboriginal",
  "Ogham",
  "Runic",
  "Khmer",
  "Mongolian",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
  "Yi",
  "Tifinagh",
  "Vai",
  "Javanese",
  "Balinese",
  "Sundanese",
  "Tai_Le",
  "Tai_Viet",
  "Adlam",
] as const;
type Script = (typeof SCRIPTS)[number] | "Other";

const BY_SCRIPT = SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script_Extensions=${name}}$`, "u")] as const);
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * The combinations of scripts a single name may use besides one script alone: UTS #39's "highly
 * restrictive" level. Chinese, Japanese and Korean writing mix Han with kana, Bopomofo or Hangul, and
 * real users of them often add Latin letters (小明abc, Tom王, 東京Taro); Latin with Cyrillic or Greek
 * (the look-alike alphabets) never passes.
 */
const ALLOWED_MIXES: ReadonlySet<Script>[] = [
  new Set<Script>(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set<Script>(["Latin", "Han", "Bopomofo"]),
  new Set<Script>(["Latin", "Han", "Hangul"]),
];

/** The scripts one character may belong to (Script_Extensions); null for digits, _ . - and marks. */
function scriptsOf(char: string): Set<Script> | null {
  const found = new Set<Script>(BY_SCRIPT.filter(([, re]) => re.test(char)).map(([name]) => name));
  if (found.size) return found;
  return NEUTRAL.test(char) ? null : new Set<Script>(["Other"]);
}

/** True when the name's letters are not from one script nor from one of the allowed mixes. */
export function mixesScripts(username: string): boolean {
  const sets = Array.from(username.normalize("NFC"), scriptsOf).filter((s): s is Set<Script> => s !== null);
  if (!sets.length) return false;
  const [first, ...rest] = sets as [Set<Script>, ...Set<Script>[]];
  const common = [...first].filter((script) => script !== "Other" && rest.every((s) => s.has(script)));
  if (common.length || (first.has("Other") && sets.length === 1)) return false;
  return !ALLOWED_MIXES.some((mix) => sets.every((s) => [...s].some((script) => mix.has(script))));
}
