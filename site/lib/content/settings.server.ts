import type { Language } from "#lib/markets/markets.ts";
import { getContentSource } from "./index.server.ts";
import { siteSettingsQuery } from "./queries.ts";
import type { SiteSettingsQueryResult } from "./sanity.types.ts";
import { type ContentSource, ContentSourceError } from "./source.ts";

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;

/** A language's site settings; every language must have them, so a missing one is an error. */
export async function getSiteSettings(language: Language, source: ContentSource = getContentSource()): Promise<SiteSettings> {
  const settings = await source.fetch<SiteSettingsQueryResult>(siteSettingsQuery, { language });
  if (!settings) throw new ContentSourceError(`no site settings for language ${language}`);
  return settings;
}
