/**
 * The shop page a Studio document is previewed on (the "Preview in the shop" action):
 * a static page at its own address, anything else of a language on that language's
 * home page, where its menus, perks and modules show. Kept free of Studio imports so
 * it is tested as plain TypeScript.
 */
import { isLanguage, isMarketCode, type Language, MARKET_CODES, MARKETS } from "#lib/markets/markets.ts";

interface PreviewedDocument {
  _type: string;
  language?: unknown;
  market?: unknown;
  slug?: { current?: unknown } | null;
}

/** The storefront of a language: its own market's, English in the first market. */
function homeOf(language: Language): string {
  if (language === "en") return `/${MARKET_CODES[0]}/en`;
  const market = MARKET_CODES.find((code) => MARKETS[code].language === language);
  return `/${market ?? MARKET_CODES[0]}`;
}

export function previewPath(doc: PreviewedDocument): string {
  if (typeof doc.market === "string" && isMarketCode(doc.market)) return `/${doc.market}`;
  const language = typeof doc.language === "string" && isLanguage(doc.language) ? doc.language : null;
  if (!language) return `/${MARKET_CODES[0]}`;
  const home = homeOf(language);
  const slug = doc.slug?.current;
  if (doc._type === "staticPage" && typeof slug === "string" && /^[a-z0-9-]+$/.test(slug)) return `${home}/page/${slug}`;
  return home;
}

/**
 * The perspective a release is previewed in: the release with the ones scheduled before it
 * (the Studio's stack, which ends in drafts: those are not part of any release); none outside a release.
 */
export function releasePreviewPerspective(selectedReleaseId: string | undefined, stack: readonly string[]): string | null {
  if (!selectedReleaseId) return null;
  const releases = stack.filter((name) => name !== "drafts" && name !== "published");
  return (releases.length > 0 ? releases : [selectedReleaseId]).join(",");
}
