/** Parameters of a GROQ query, as `$name` placeholders in the query text. */
export type QueryParams = Record<string, unknown>;

/**
 * Where content comes from. Both backends answer the same GROQ queries, so the
 * shop behaves the same offline (local dataset) and against a Sanity project.
 */
export interface ContentSource {
  readonly kind: "local" | "sanity";
  /** `signal` aborts a query that is no longer waited for (site/lib/content/last-known-good.server.ts). */
  fetch<Result = unknown>(query: string, params?: QueryParams, options?: { signal?: AbortSignal }): Promise<Result>;
}

export class ContentSourceError extends Error {
  override readonly name = "ContentSourceError";
}
