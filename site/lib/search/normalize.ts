/**
 * What a search query is made of, the same on the server and in the browser:
 * the cleaned query text, its words, and text folded the way the database's
 * `lower(unaccent(…))` folds it ("Fjällbarn" → "fjallbarn"), for highlighting and
 * for telling two recent searches apart.
 */

/** Longest query kept; longer text is cut. */
export const MAX_QUERY_LENGTH = 100;
/** Words a query is matched by; the rest are ignored. */
export const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 30;

/** Letters unaccent maps to more than one letter, or that NFD does not decompose. */
const FOLD: Record<string, string> = {
  æ: "ae",
  ø: "o",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** One character folded: lowercase, accents dropped; may give 0–2 characters. */
export function foldChar(char: string): string {
  const lower = char.toLowerCase();
  return FOLD[lower] ?? lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export function fold(text: string): string {
  return [...text].map(foldChar).join("");
}

/**
 * The query as shown and stored: whitespace collapsed, trimmed, braces and
 * control characters dropped (braces mark highlights in the response), at most
 * MAX_QUERY_LENGTH characters.
 */
export function cleanQuery(raw: string): string {
  return raw
    .replace(/[{}]/g, "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/**
 * The words a query is matched by: lowercase, split on anything but letters,
 * digits and inner hyphens ("t-shirt" stays one word; "d'hiver" is "d" and
 * "hiver", as the database's parser reads it), unique, at most MAX_WORDS. Accents stay (the database compares both with and without
 * them). Never holds a LIKE or tsquery metacharacter, nor a space.
 */
export function queryWords(q: string): string[] {
  const words = q
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, "").slice(0, MAX_WORD_LENGTH))
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The folded query as one string: how recent searches and query counts are keyed. */
export function normalizeQuery(q: string): string {
  return queryWords(q).map(fold).join(" ");
}
