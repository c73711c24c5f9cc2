/** The A–Z brand list (issue 18): brands grouped by first letter, and the letter index above them. */

const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
/** Brands whose name starts with no letter (a digit, a sign) are listed under this. */
const OTHER = "#";

export interface LetterGroup<B> {
  letter: string;
  /** The section's id, for the index's links: "letter-a", "letter-other". */
  id: string;
  brands: B[];
}

const idOf = (letter: string) => (letter === OTHER ? "letter-other" : `letter-${letter.toLowerCase()}`);

function letterOf(name: string, locale: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase(locale);
  return /\p{L}/u.test(first) ? first : OTHER;
}

/**
 * The groups in the locale's alphabetical order (Å, Ä, Ö after Z in Swedish), brands in the
 * order given; the index has A–Z and any other letter a brand starts with, each marked
 * present or not, so the index keeps one shape whatever the market sells.
 */
export function brandLetters<B extends { name: string }>(
  brands: readonly B[],
  locale: string,
): { index: { letter: string; id: string; present: boolean }[]; groups: LetterGroup<B>[] } {
  const byLetter = Map.groupBy(brands, (b) => letterOf(b.name, locale));
  const collator = new Intl.Collator(locale);
  const order = (a: string, b: string) => (a === OTHER ? 1 : b === OTHER ? -1 : collator.compare(a, b));
  const letters = [...new Set([...ALPHABET, ...byLetter.keys()])].sort(order);
  return {
    index: letters.map((letter) => ({ letter, id: idOf(letter), present: byLetter.has(letter) })),
    groups: [...byLetter.keys()].sort(order).map((letter) => ({ letter, id: idOf(letter), brands: byLetter.get(letter) ?? [] })),
  };
}
