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

/** The washing advice of a language: a title and rich text (intro and eight tips). */
export const washingAdviceQuery = defineQuery(`
  *[_type == "washingAdvice" && language == $language][0] { title, text }
`);

/** The foot-measuring hint of a language and the categories it applies to. */
export const categoryInfoQuery = defineQuery(`
  *[_type == "categoryInfo" && language == $language][0] { title, text, categoryIds }
`);

/** One static page by its localized slug. */
export const staticPageQuery = defineQuery(`
  *[_type == "staticPage" && language == $language && slug.current == $slug][0] {
    title, description, topic, "slug": slug.current, body
  }
`);

/** Every static page: slugs per language and topic, for prerendering and hreflang across languages. */
export const staticPageIndexQuery = defineQuery(`
  *[_type == "staticPage"] { language, topic, "slug": slug.current }
`);

/** An inspiration page by its slug. */
export const inspoPageQuery = defineQuery(`
  *[_type == "inspoPage" && language == $language && slug.current == $slug][0] {
    title, key, categoryIds, gender, "slug": slug.current
  }
`);

/** The slugs of one inspiration theme in every language, for hreflang. */
export const inspoSlugsQuery = defineQuery(`
  *[_type == "inspoPage" && key == $key] { language, "slug": slug.current }
`);

/** The inspiration pages of a language: their addresses, for the sitemap. */
export const inspoPagesQuery = defineQuery(`
  *[_type == "inspoPage" && language == $language] { "slug": slug.current }
`);
