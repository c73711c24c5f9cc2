import { QueryClient } from "@tanstack/react-query";
import type { CtaBanner } from "./banner-types";

/** Server data is fresh for 60 s unless a query says otherwise (specification 9). */
export const DEFAULT_STALE_TIME_MS = 60_000;

let client: QueryClient | undefined;

/** One query cache for every island of the page, so data fetched by one is shared with the others. */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: { queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: 1 } } });
  return client;
}

export function bannerUrl(market: string, language: string, ownLanguage: string): string {
  const query = language === ownLanguage ? "" : `?language=${encodeURIComponent(language)}`;
  return `/api/globals/${encodeURIComponent(market)}/banner${query}`;
}

/** The alert banner is fetched once per page and never refetched (specification 7 and 9). */
export function bannerQuery(url: string) {
  return {
    queryKey: ["banner", url] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CtaBanner | null> => {
      const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`banner: HTTP ${response.status}`);
      const body = (await response.json()) as { ctaBanners?: CtaBanner[] };
      return body.ctaBanners?.[0] ?? null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retry: false,
  };
}
