/**
 * What a content change touches, as tags: a changed document drops every cached
 * page of its language (`lang:sv`), or of its market when it has no language
 * (market settings: `market:se`), or every page when neither is known. Pages carry
 * the same tags (`pageTags`) in the render cache and in the Cache-Tag header a CDN
 * purges by. A language is coarse on purpose: the shell (menus, perks, footer) is on
 * every page of a language, so almost any publish reaches all of them anyway, and
 * publishes are rare next to page views.
 */
import { z } from "zod";
import { parseStorefrontPath } from "#lib/markets/paths.ts";
import type { ContentChange } from "./change-bus.server.ts";
import { isPublishedId } from "./local-source.server.ts";

export type { ContentChange } from "./change-bus.server.ts";

/** The tags of a page at `pathname`; none outside the storefronts (server islands, media). */
export function pageTags(pathname: string): string[] {
  const parsed = parseStorefrontPath(pathname);
  if (!parsed) return [];
  const { storefront } = parsed;
  return [`lang:${storefront.language}`, `market:${storefront.market.code}`];
}

/** The tags a change purges; null purges everything. */
export function purgeTags(change: ContentChange): string[] | null {
  if (change.languages === null) return null;
  return [...change.languages.map((l) => `lang:${l}`), ...change.markets.map((m) => `market:${m}`)];
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** The change made of these documents (each as it was before or after), or null when none is published. */
export function changeOf(
  docs: readonly { _id: string; _type: string; language?: unknown; market?: unknown }[],
): ContentChange | null {
  const published = docs.filter((d) => isPublishedId(d._id));
  if (published.length === 0) return null;
  const languages = new Set<string>();
  const markets = new Set<string>();
  let everywhere = false;
  for (const doc of published) {
    const language = text(doc.language);
    const market = text(doc.market);
    if (language) languages.add(language);
    else if (market) markets.add(market);
    else everywhere = true;
  }
  return {
    ids: [...new Set(published.map((d) => d._id))].sort(),
    types: [...new Set(published.map((d) => d._type))].sort(),
    languages: everywhere ? null : [...languages].sort(),
    markets: [...markets].sort(),
  };
}

/**
 * The body of Sanity's GROQ-powered webhook with the projection the README gives
 * (`{_id, _type, language, market}`): one document, as it is after the change (or
 * was, for a delete). `market` may be a reference's id or a code.
 */
const webhookBody = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(100),
  language: z.string().max(10).nullish(),
  market: z.string().max(40).nullish(),
});

export function changeFromWebhook(body: unknown): ContentChange | null | undefined {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) return undefined;
  return changeOf([parsed.data]);
}
