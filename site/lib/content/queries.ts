import { defineQuery } from "groq";

/**
 * Every GROQ query the shop runs, in one place, written with defineQuery so
 * `sanity typegen generate` types their results.
 */

/** Perks of a storefront: its language, and either no market or this market. */
export const perksQuery = defineQuery(`
  *[_type == "perk" && language == $language && (!defined(market) || market == $market)]
  | order(orderRank asc, _id asc) {
    "id": _id,
    key,
    "text": pt::text(text),
    link,
    linkText,
    categoryID,
    excludeCategoryID
  }
`);

/** The per-language settings: titles, copyright and the member club block. */
export const siteSettingsQuery = defineQuery(`
  *[_type == "siteSettings" && language == $language][0] {
    siteTitle,
    siteDescription,
    customerServiceLink,
    storesLink,
    copyright,
    memberClub
  }
`);
