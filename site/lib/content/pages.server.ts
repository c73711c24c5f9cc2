import type { Language } from "#lib/markets/markets.ts";
import { getContentSource } from "./index.server.ts";
import { categoryInfoQuery, inspoPagesQuery, staticPageIndexQuery, staticPageQuery, washingAdviceQuery } from "./queries.ts";
import type {
  CategoryInfoQueryResult,
  InspoPagesQueryResult,
  StaticPageIndexQueryResult,
  StaticPageQueryResult,
  WashingAdviceQueryResult,
} from "./sanity.types.ts";
import type { ContentSource } from "./source.ts";

export type StaticPage = NonNullable<StaticPageQueryResult>;

export type WashingAdvice = NonNullable<WashingAdviceQueryResult>;
export type CategoryInfo = NonNullable<CategoryInfoQueryResult>;
export type StaticPageRef = StaticPageIndexQueryResult[number];

export function getStaticPage(language: Language, slug: string, source: ContentSource = getContentSource()) {
  return source.fetch<StaticPageQueryResult>(staticPageQuery, { language, slug });
}

export function getStaticPageIndex(source: ContentSource = getContentSource()) {
  return source.fetch<StaticPageIndexQueryResult>(staticPageIndexQuery);
}

export function getWashingAdvice(language: Language, source: ContentSource = getContentSource()) {
  return source.fetch<WashingAdviceQueryResult>(washingAdviceQuery, { language });
}

export function getCategoryInfo(language: Language, source: ContentSource = getContentSource()) {
  return source.fetch<CategoryInfoQueryResult>(categoryInfoQuery, { language });
}

/** The same page (by topic) in another language, for hreflang and the market switcher. */
export function translationsOf(index: StaticPageRef[], topic: string | null): StaticPageRef[] {
  return topic ? index.filter((p) => p.topic === topic) : [];
}

export function getInspoPages(language: Language, source: ContentSource = getContentSource()) {
  return source.fetch<InspoPagesQueryResult>(inspoPagesQuery, { language });
}
