import { isSafeLink } from "#schemas/rules/links.ts";
import { BANNER_BACKGROUNDS, type CtaBanner } from "./banner-types.ts";

/** The banner API address of a storefront; English asks for the English banner. */
export function bannerUrl(market: string, language: string, ownLanguage: string): string {
  const query = language === ownLanguage ? "" : `?language=${encodeURIComponent(language)}`;
  return `/api/globals/${encodeURIComponent(market)}/banner${query}`;
}

const loads = new Map<string, Promise<CtaBanner | null | undefined>>();

/**
 * The alert banner for an API address, fetched once per page and never again
 * (specification 7 and 9): later calls get the first answer. The live banner, null
 * when none is live, undefined when the API did not answer (the page keeps what the
 * server rendered). Nothing else reads the banner, so it needs no shared query cache,
 * and the page saves TanStack Query's 10 KB.
 */
export function loadBanner(url: string, fetcher: typeof fetch = fetch): Promise<CtaBanner | null | undefined> {
  let load = loads.get(url);
  if (!load) {
    load = fetcher(url, { headers: { Accept: "application/json" } })
      .then(async (response) =>
        response.ok ? (((await response.json()) as { ctaBanners?: CtaBanner[] }).ctaBanners?.[0] ?? null) : undefined,
      )
      .catch(() => undefined);
    loads.set(url, load);
  }
  return load;
}

/**
 * The banner as it may be shown, or null: its link must pass the shop's one
 * safe-link rule and its background be one the design draws, whatever the API
 * (or something in between) sent.
 */
export function bannerToShow(data: CtaBanner | null | undefined): CtaBanner | null {
  if (!data || typeof data.text !== "string" || !data.text.trim()) return null;
  if (!isSafeLink(data.url)) return null;
  return (BANNER_BACKGROUNDS as readonly string[]).includes(data.background) ? data : null;
}
