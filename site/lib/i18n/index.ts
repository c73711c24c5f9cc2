import type { Language } from "../markets/markets";
import { da } from "./dictionaries/da";
import { de } from "./dictionaries/de";
import { type Dictionary, en } from "./dictionaries/en";
import { fi } from "./dictionaries/fi";
import { fr } from "./dictionaries/fr";
import { nb } from "./dictionaries/nb";
import { nl } from "./dictionaries/nl";
import { pl } from "./dictionaries/pl";
import { sv } from "./dictionaries/sv";

export type { Dictionary };

export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { sv, nb, da, fi, nl, de, fr, pl, en };

/** The UI strings of one language. Content (menus, pages, perks) comes from the CMS instead. */
export function dictionary(language: Language): Dictionary {
  return DICTIONARIES[language];
}
