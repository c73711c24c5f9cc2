import { MARKET_CODES, storefront } from "../markets/markets.ts";
import { ROUTES } from "../markets/routes.ts";
import { getGuideIndex, getInspoIndex } from "./editorial.ts";
import { getStaticPageIndex } from "./pages.ts";

/** The static pages of every market in its language (`english` false) or in English (true). */
export async function staticPagePaths(english: boolean) {
  const index = await getStaticPageIndex();
  return MARKET_CODES.flatMap((market) => {
    const sf = storefront(market, { english });
    return index.filter((p) => p.language === sf.language && p.slug).map((p) => ({ params: { market, slug: p.slug as string } }));
  });
}

/** Every market once, in its language (`english` false) or in English (true). */
export function marketPaths() {
  return MARKET_CODES.map((market) => ({ params: { market } }));
}

/** The guides index of every storefront: /se/guider, /se/en/guides, … */
export function guidesIndexPaths(english: boolean) {
  return MARKET_CODES.map((market) => ({ params: { market, guides: ROUTES[storefront(market, { english }).language].guides } }));
}

/** Every guide of every storefront in its language. */
export async function guidePaths(english: boolean) {
  const index = await getGuideIndex();
  return MARKET_CODES.flatMap((market) => {
    const { language } = storefront(market, { english });
    return index
      .filter((g) => g.language === language && g.slug)
      .map((g) => ({ params: { market, guides: ROUTES[language].guides, slug: g.slug as string } }));
  });
}

/** Every inspiration page of every storefront in its language. */
export async function inspoPaths(english: boolean) {
  const index = await getInspoIndex();
  return MARKET_CODES.flatMap((market) => {
    const { language } = storefront(market, { english });
    return index.filter((p) => p.language === language && p.slug).map((p) => ({ params: { market, slug: p.slug as string } }));
  });
}
