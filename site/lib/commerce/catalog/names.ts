/**
 * Builds a product name in one language from a colour, a noun and a style,
 * with the colour and style adjectives agreeing with the noun.
 *
 *   colour-first languages:  {colour} {adjective} {prefix-noun} {tail}   "Grå randig t-shirt med tryck"
 *   French:                  {noun} {adjective} {colour} {tail}          "T-shirt rayé gris à fleurs"
 */
import type { Language } from "#lib/markets/markets.ts";
import { CLASS_INDEX, type Forms, type StyleWord } from "./vocabulary.ts";

export interface Noun {
  word: string;
  /** Agreement class, see vocabulary.ts. */
  cls: string;
}

export function parseNoun(entry: string): Noun {
  const [word = "", cls = ""] = entry.split("|");
  return { word, cls };
}

/** The form of an adjective that agrees with a noun of class `cls`. */
export function agree(forms: Forms, language: Language, cls: string): string {
  if (typeof forms === "string") return forms;
  const index = CLASS_INDEX[language][cls];
  const form = index === undefined ? undefined : forms[index];
  if (form === undefined) throw new Error(`no ${language} form for class "${cls}" in ${forms.join("/")}`);
  return form;
}

/** Joins a prefix such as "oversize" to the last word of a noun, as the language writes compounds. */
function compound(language: Language, prefix: string, word: string): string {
  const cut = word.lastIndexOf(" ");
  const head = cut === -1 ? "" : word.slice(0, cut + 1);
  const last = word.slice(cut + 1);
  switch (language) {
    case "sv":
    case "nb":
    case "da":
    case "de":
      return `${head}${prefix}-${last}`;
    case "fi":
      return `${head}${prefix}${prefix.includes(" ") ? " -" : "-"}${last}`;
    default:
      return `${head}${prefix} ${last}`;
  }
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function buildName(language: Language, noun: Noun, colour: Forms, style: StyleWord | null): string {
  const colourWord = agree(colour, language, noun.cls);
  let word = noun.word;
  let adjective = "";
  let tail = "";
  if (style && "pre" in style) word = compound(language, style.pre, word);
  if (style && "adj" in style) adjective = agree(style.adj, language, noun.cls);
  if (style && "tail" in style) tail = agree(style.tail, language, noun.cls);
  const parts = language === "fr" ? [word, adjective, colourWord, tail] : [colourWord, adjective, word, tail];
  return capitalize(parts.filter((part) => part !== "").join(" "));
}
