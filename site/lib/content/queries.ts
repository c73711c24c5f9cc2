import { defineQuery } from "groq";

/**
 * Every GROQ query the shop runs, in one place, written with defineQuery so
 * `sanity typegen generate` types their results.
 */

/**
 * What every picture is read as: its alt text, the local dataset's file or the
 * Sanity asset's URL, and its size (site/lib/content/images.server.ts turns it into a picture).
 */
const IMAGE = `{ alt, _sanityAsset, "url": asset->url, "dimensions": asset->metadata.dimensions }`;

/**
 * Perks of a storefront: its language, and either no market or this market. The text is
 * Portable Text, rendered as such; its plain form is for where only words fit (a tooltip).
 */
export const perksQuery = defineQuery(`
  *[_type == "perk" && language == $language && (!defined(market) || market == $market)]
  | order(orderRank asc, _id asc) {
    "id": _id,
    key,
    text,
    "plainText": pt::text(text),
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
  *[_type == "washingAdvice" && language == $language][0] { _id, title, text }
`);

/** The foot-measuring hint of a language and the categories it applies to. */
export const categoryInfoQuery = defineQuery(`
  *[_type == "categoryInfo" && language == $language][0] { _id, title, text, categoryIds }
`);

/** One static page by its localized slug. */
export const staticPageQuery = defineQuery(`
  *[_type == "staticPage" && language == $language && slug.current == $slug][0] {
    _id, title, description, topic, "slug": slug.current, body
  }
`);

/** Every page under /page/: slugs per language and topic, for prerendering and hreflang. The member club page has its own type. */
export const staticPageIndexQuery = defineQuery(`
  *[_type in ["staticPage", "clubPage"]] {
    _type,
    language,
    "topic": select(_type == "clubPage" => "memberClub", topic),
    "slug": slug.current
  }
`);

/** The inspiration pages of a language: their addresses, for the sitemap. */
export const inspoPagesQuery = defineQuery(`
  *[_type == "inspoPage" && language == $language] { "slug": slug.current }
`);

/** The home page of a language: its modules in the editors' order. */
export const homePageQuery = defineQuery(`
  *[_type == "homePage" && language == $language][0] {
    _id,
    title,
    description,
    modules[] {
      _type,
      _key,
      heading,
      text,
      cta,
      link,
      title,
      source,
      categoryIds,
      brandSlug,
      productKeys,
      count,
      imageRight,
      image ${IMAGE},
      tiles[] { _key, label, link, image ${IMAGE} }
    }
  }
`);

/** The guides of a language, in the editors' order, for the index and the "more guides" list. */
export const guidesQuery = defineQuery(`
  *[_type == "guideArticle" && language == $language] | order(order asc, title asc) {
    _id,
    title,
    topic,
    summary,
    "slug": slug.current,
    image ${IMAGE}
  }
`);

/** One guide by its slug. */
export const guideQuery = defineQuery(`
  *[_type == "guideArticle" && language == $language && slug.current == $slug][0] {
    _id,
    title,
    topic,
    summary,
    "slug": slug.current,
    image ${IMAGE},
    body
  }
`);

/** Every guide: slugs per language and topic, for prerendering and hreflang. */
export const guideIndexQuery = defineQuery(`
  *[_type == "guideArticle"] { language, topic, "slug": slug.current }
`);

/** The address of a language's shoe-size guide, where shoe pages' foot-measuring hint links. */
export const shoeGuideQuery = defineQuery(`
  *[_type == "guideArticle" && language == $language && topic == "shoe-size"] | order(order asc)[0].slug.current
`);

/** A language's size guides with their tables: product pages link to the one of their category. */
export const sizeGuidesQuery = defineQuery(`
  *[_type == "sizeGuide" && language == $language] | order(kind asc) {
    _id,
    kind,
    title,
    "slug": slug.current,
    intro,
    table { caption, rows[] { _key, cells } },
    categoryIds
  }
`);

/** Every size guide's address per language and kind, for the same guide in another language. */
export const sizeGuideIndexQuery = defineQuery(`
  *[_type == "sizeGuide"] { language, kind, "slug": slug.current }
`);

/** The guides index's heading and introduction. */
export const guidesPageQuery = defineQuery(`
  *[_type == "guidesPage" && language == $language][0] { _id, title, intro, description }
`);

/** An inspiration page with its hero, text and curated products. */
export const inspoArticleQuery = defineQuery(`
  *[_type == "inspoPage" && language == $language && slug.current == $slug][0] {
    _id,
    title,
    key,
    categoryIds,
    "slug": slug.current,
    heading,
    intro,
    image ${IMAGE},
    body,
    productKeys
  }
`);

/** Every inspiration page: slugs per language, for prerendering. */
export const inspoIndexQuery = defineQuery(`
  *[_type == "inspoPage"] { language, key, "slug": slug.current }
`);

/** The community shop of a language. */
export const communityPageQuery = defineQuery(`
  *[_type == "communityPage" && language == $language][0] {
    title,
    intro,
    description,
    looks[] {
      _key,
      title,
      caption,
      productKeys,
      image ${IMAGE}
    }
  }
`);

/** The member club page of a language. */
export const clubPageQuery = defineQuery(`
  *[_type == "clubPage" && language == $language][0] {
    _id,
    title,
    "slug": slug.current,
    description,
    intro,
    image ${IMAGE},
    benefitsHeading,
    benefits[] { _key, title, text },
    stepsHeading,
    steps[] { _key, title, text },
    termsText,
    termsLinkText,
    termsLink,
    cta
  }
`);

/**
 * Member offers of a storefront live at request time: its language, no market or this
 * market, between start (inclusive) and end (exclusive); the one ending soonest first.
 */
export const memberOffersQuery = defineQuery(`
  *[_type == "memberOffer" && language == $language && (!defined(market) || market == $market)
    && defined(startsAt) && dateTime(startsAt) <= dateTime(now())
    && defined(endsAt) && dateTime(endsAt) > dateTime(now())]
  | order(endsAt asc, _id asc) {
    "id": _id,
    title,
    text,
    link,
    endsAt
  }
`);
