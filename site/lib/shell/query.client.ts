import { QueryClient } from "@tanstack/react-query";

/** Server data is fresh for 60 s unless a query says otherwise (specification 9). */
export const DEFAULT_STALE_TIME_MS = 60_000;

let client: QueryClient | undefined;

/** One query cache for every island of the page, so data fetched by one is shared with the others. */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: { queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: 1 } } });
  return client;
}
