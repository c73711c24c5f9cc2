/**
 * The shape every language's editorial content is written in: the home page,
 * the guides, the inspiration pages, the community shop and the member club
 * page. One file per language under this folder exports an `EditorialSeed`;
 * `seed/content/build.ts` turns it into Sanity documents. Structure (which
 * modules, which links, which products, which pictures) is shared and decided
 * in build.ts; only words and slugs live here.
 *
 * Text rules: written as a native speaker would write it for parents (and
 * teenagers) shopping children's clothes, shoes and accessories; never a word-for-word
 * translation; no English in non-English content except the brand names
 * "Little North" and "family" (the club's name, always lowercase). Money amounts
 * are never written here (they differ per market); say "10 %" with the
 * language's own spacing and sign conventions.
 */
import type { Language } from "#lib/markets/markets.ts";
import type { Block } from "../types.ts";

/** The two measurement tables; their numbers live in measurements.ts, only the words here. */
export type TableKey = "clothing-sizes" | "shoe-sizes";

/** Body blocks of a guide: the text blocks of the static pages, plus a measurement table. */
export type GuideBlock = Block | { table: TableKey; caption: string };

/** The five guides, the same topics in every language. */
export type GuideKey = "size-guide" | "shoe-size" | "care" | "gift-card" | "winter-layers";

export interface GuideSeed {
  /** Localized URL slug: lowercase ASCII a–z, digits and dashes (å → a, ø → o, ä → a, ß → ss, ł → l …). */
  slug: string;
  /** At most 70 characters. */
  title: string;
  /** One or two sentences shown on the guides index and to search engines; at most 200 characters. */
  summary: string;
  /** What the guide's picture shows (see the picture list in the brief), as alt text. */
  imageAlt: string;
  /** At least 8 blocks of real, useful advice. See GUIDE_RULES in the brief for what each guide must hold. */
  body: GuideBlock[];
}

/** The category tiles of the home page; build.ts links each to its category. */
export type TileKey = "outerwear" | "winterBoots" | "knitwear" | "partyDresses" | "accessories" | "giftCard";

export interface InspoTextSeed {
  /** The hero heading (may differ from the page title in LanguageSeed.inspo). */
  heading: string;
  /** One or two sentences under the hero heading. */
  intro: string;
  imageAlt: string;
  /** Two to four blocks of styling advice shown between the hero and the products. */
  body: Block[];
}

export interface LookSeed {
  /** A short name for the look, like "Snow day". */
  title: string;
  /** One sentence, as a caption under a community photo. */
  caption: string;
  imageAlt: string;
}

export interface EditorialSeed {
  language: Language;
  /** Column headings of the measurement tables, with units: "Height (cm)". */
  tableHeadings: {
    size: string;
    age: string;
    height: string;
    chest: string;
    waist: string;
    inseam: string;
    euSize: string;
    footLength: string;
  };
  /**
   * How an age span is written in a table cell, given in months. Below 24 months
   * write months, from 24 on years: (0, 1) → "0–1 months", (12, 18) → "12–18 months",
   * (24, 36) → "2–3 years", (180, 192) → "15–16 years". Use the en dash.
   */
  ageSpan: (fromMonths: number, toMonths: number) => string;
  home: {
    /** The home page's <title>, at most 60 characters, with "Little North". */
    title: string;
    /** The meta description, at most 155 characters. */
    description: string;
    /** Seasonal (late November, winter coming): the hero links to winter outerwear. */
    hero: { heading: string; text: string; cta: string; imageAlt: string };
    tilesHeading: string;
    tiles: Record<TileKey, { label: string; imageAlt: string }>;
    /** Titles of the five product rails, in this order on the page. */
    rails: {
      newArrivals: string;
      /** Hand-picked winter favourites. */
      picked: string;
      winterBoots: string;
      sale: string;
      /** A brand rail; "{brand}" is replaced by the brand's name, e.g. "Nordkid favourites" → "Favoriter från {brand}". */
      brand: string;
    };
    /** Text with image: measure the feet before buying winter boots; links to the shoe-size guide. */
    textImage: { heading: string; text: string; cta: string; imageAlt: string };
    /** Heading above the strip of the market's perks (free shipping, returns, …). */
    perkStripHeading: string;
    /** Call to join the member club; links to the member club page. */
    memberCta: { heading: string; text: string; cta: string };
  };
  guidesIndex: { title: string; intro: string; description: string };
  guides: Record<GuideKey, GuideSeed>;
  /** Texts of the two inspiration pages (their slugs and names are in LanguageSeed.inspo). */
  inspo: { summerOutfits: InspoTextSeed; summerDresses: InspoTextSeed };
  /** The community shop page at /instagram: customers' photos with the products in them. */
  community: {
    title: string;
    description: string;
    intro: string;
    /** Exactly six looks, in this order: snow day, preschool morning, party season, cosy Sunday, forest walk, sporty weekend. */
    looks: [LookSeed, LookSeed, LookSeed, LookSeed, LookSeed, LookSeed];
  };
  /** The member club page, at /page/{LanguageSeed.pages.memberClub.slug}. */
  club: {
    title: string;
    description: string;
    intro: string;
    imageAlt: string;
    benefitsHeading: string;
    /** Exactly four, in the order of the fact sheet. */
    benefits: [ClubPoint, ClubPoint, ClubPoint, ClubPoint];
    stepsHeading: string;
    /** Exactly three steps, in the order of the fact sheet. */
    steps: [ClubPoint, ClubPoint, ClubPoint];
    /** A sentence before the link to the membership terms. */
    termsText: string;
    termsLinkText: string;
    /** The join button's text. */
    cta: string;
  };
}

export interface ClubPoint {
  title: string;
  text: string;
}
