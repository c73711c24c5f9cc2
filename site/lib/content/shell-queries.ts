import { defineQuery } from "groq";

/**
 * GROQ queries of the shell (header, menus, footer, alert banner). Typed by
 * `npm run generate` like the ones in queries.ts.
 */

/**
 * The primary, mobile and footer menus of a language, four levels deep (the schema's
 * limit). Top-level items bring their pictures for the open mega menu.
 */
export const shellMenusQuery = defineQuery(`
  *[_type == "menu" && language == $language && kind in ["primary", "mobile", "footer"]] {
    _id,
    _type,
    kind,
    items[] {
      _key, name, link, type, menuColor, image { ..., "url": asset->url },
      images[] { _key, alt, link, _sanityAsset, "url": asset->url, "dimensions": asset->metadata.dimensions },
      subMenu[] {
        _key, name, link, type, menuColor, image { ..., "url": asset->url },
        subMenu[] {
          _key, name, link, type, menuColor, image { ..., "url": asset->url },
          subMenu[] {
            _key, name, link, type, menuColor, image { ..., "url": asset->url }
          }
        }
      }
    }
  }
`);

/**
 * The settings the shell shows: service and stores links, social networks, copyright,
 * member block; and what the market decides, whatever the language it is seen in.
 */
export const shellSettingsQuery = defineQuery(`
  *[_type == "siteSettings" && language == $language][0] {
    _id,
    customerServiceLink,
    storesLink,
    social,
    copyright,
    memberClub,
    "market": *[_type == "marketSettings" && market == $market][0] { showStoresLink, showMemberBlock }
  }
`);

/**
 * Alert banners of a market in a language that are live at request time, the
 * highest priority first, then the most recently started. Dates are compared as
 * dateTime, not as strings (ADR 3).
 */
export const liveBannersQuery = defineQuery(`
  *[_type == "alertBanner" && market == $market && language == $language
    && defined(startsAt) && dateTime(startsAt) <= dateTime(now())
    && (!defined(endsAt) || dateTime(endsAt) > dateTime(now()))]
  | order(coalesce(priority, 0) desc, startsAt desc, _id asc) {
    _id,
    text,
    url,
    background
  }
`);
