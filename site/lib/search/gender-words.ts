import type { Language } from "#lib/markets/markets.ts";

/**
 * The words shoppers add to a search to say whom it is for ("jeans kille",
 * "robe fille"): indexed with each product's gender, a clone under both. Search
 * data rather than UI text, so it lists the everyday variants, not one label.
 */
export const GENDER_WORDS: Readonly<Record<Language, { boys: string; girls: string }>> = {
  sv: { boys: "kille pojke", girls: "tjej flicka" },
  nb: { boys: "gutt", girls: "jente" },
  da: { boys: "dreng", girls: "pige" },
  fi: { boys: "pojat poika", girls: "tytöt tyttö" },
  nl: { boys: "jongens jongen", girls: "meisjes meisje" },
  de: { boys: "Jungen Junge", girls: "Mädchen" },
  fr: { boys: "garçon", girls: "fille" },
  pl: { boys: "chłopiec chłopak chłopcy", girls: "dziewczynka dziewczyna dziewczynki" },
  en: { boys: "boys boy", girls: "girls girl" },
};
