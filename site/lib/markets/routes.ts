import type { Language } from "./markets.ts";

/** Top-level route segments per language (specification 2.4), plus the brand list and guides. */
export interface RouteWords {
  boys: string;
  girls: string;
  new: string;
  sale: string;
  categories: string;
  guides: string;
  brands: string;
}

export const ROUTES: Readonly<Record<Language, RouteWords>> = {
  sv: {
    boys: "kille",
    girls: "tjej",
    new: "nyheter",
    sale: "rea",
    categories: "kategorier",
    guides: "guider",
    brands: "varumarken",
  },
  da: {
    boys: "dreng",
    girls: "pige",
    new: "nyheder",
    sale: "udsalg",
    categories: "kategorier",
    guides: "guide",
    brands: "maerker",
  },
  nb: {
    boys: "gutt",
    girls: "jente",
    new: "nyheter",
    sale: "salg",
    categories: "kategorier",
    guides: "guider",
    brands: "merker",
  },
  fi: {
    boys: "pojat",
    girls: "tytot",
    new: "uutuudet",
    sale: "ale",
    categories: "kategoriat",
    guides: "oppaat",
    brands: "merkit",
  },
  de: {
    boys: "jungen",
    girls: "madchen",
    new: "neuheiten",
    sale: "sale",
    categories: "kategorien",
    guides: "guides",
    brands: "marken",
  },
  nl: {
    boys: "jongens",
    girls: "meisjes",
    new: "nieuwkomers",
    sale: "sale",
    categories: "categorieen",
    guides: "gidsen",
    brands: "merken",
  },
  fr: {
    boys: "garcon",
    girls: "fille",
    new: "nouveautes",
    sale: "promotions",
    categories: "categories",
    guides: "guides",
    brands: "marques",
  },
  pl: {
    boys: "chlopak",
    girls: "dziewczynki",
    new: "nowosci",
    sale: "wyprzedaz",
    categories: "kategorie",
    guides: "przewodniki",
    brands: "marki",
  },
  en: { boys: "boys", girls: "girls", new: "new", sale: "sale", categories: "categories", guides: "guides", brands: "brands" },
};

/** Routes that are the same in every language. */
export const FIXED_ROUTES = { community: "instagram", inspo: "inspo", page: "page", search: "search" } as const;
