import { MARKET_CODES, storefront } from "../markets/markets";
import { getStaticPageIndex } from "./pages";

/** The static pages of every market in its language (`english` false) or in English (true). */
export async function staticPagePaths(english: boolean) {
  const index = await getStaticPageIndex();
  return MARKET_CODES.flatMap((market) => {
    const sf = storefront(market, english);
    return index.filter((p) => p.language === sf.language && p.slug).map((p) => ({ params: { market, slug: p.slug as string } }));
  });
}
