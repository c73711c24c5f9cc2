import { createClient } from "@sanity/client";
import type { ContentSource, QueryParams } from "./source";

/** Pinned so a Sanity API change never alters the shop without a code change. */
export const SANITY_API_VERSION = "2026-11-01";

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  /** A read token, for private datasets; public datasets need none. */
  token?: string | undefined;
  useCdn?: boolean;
}

/** Answers the same GROQ queries from a hosted Sanity project, through its CDN. */
export function createSanitySource({ projectId, dataset, token, useCdn = true }: SanitySourceOptions): ContentSource {
  const client = createClient({
    projectId,
    dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn,
    perspective: "published",
    ...(token ? { token } : {}),
  });
  return {
    kind: "sanity",
    fetch<Result>(query: string, params: QueryParams = {}) {
      return client.fetch<Result>(query, params);
    },
  };
}
