import { isSafeLink } from "../../../schemas/rules/links";
import type { Storefront } from "../markets/markets";
import { isExternalOrAnchor, localizePath } from "../markets/paths";
import { contentAssetUrl } from "../shell/assets";
import { getContentSource } from "./index";
import type { ShellMenusQueryResult, ShellSettingsQueryResult } from "./sanity.types";
import { shellMenusQuery, shellSettingsQuery } from "./shell-queries";
import { type ContentSource, ContentSourceError } from "./source";

/** The menus nest at most four levels (specification 9); deeper items are not shown. */
export const MAX_NAV_DEPTH = 4;

/** A menu item ready to render: links prefixed for the storefront, unsafe ones dropped. */
export interface NavItem {
  key: string;
  name: string;
  /** Where it leads; null for `#` (a group without a page of its own) or a link the shop refuses. */
  href: string | null;
  /** True for addresses outside the shop (rendered with rel="noopener"). */
  external: boolean;
  /** MegaNav opens a group; Link goes to its page. */
  group: boolean;
  color: "red" | null;
  image: { src: string; alt: string } | null;
  children: NavItem[];
}

export interface ShellMenus {
  primary: NavItem[];
  mobile: NavItem[];
  footer: NavItem[];
}

type RawItem = {
  _key?: string;
  name?: string | null;
  link?: string | null;
  type?: string | null;
  menuColor?: string | null;
  image?: { url?: string | null; alt?: string | null; _sanityAsset?: string } | null;
  subMenu?: RawItem[] | null;
};

/** A CMS link as the shop renders it: prefixed when inside the shop, null when `#` or unsafe. */
export function navHref(sf: Pick<Storefront, "basePath">, link: unknown): string | null {
  if (!isSafeLink(link) || link === "#") return null;
  return localizePath(sf, link);
}

function imageOf(raw: RawItem["image"], name: string): NavItem["image"] {
  if (!raw) return null;
  const src = raw.url ?? contentAssetUrl(raw._sanityAsset);
  return src ? { src, alt: raw.alt ?? name } : null;
}

export function toNavItems(sf: Pick<Storefront, "basePath">, items: RawItem[] | null | undefined, depth = 1): NavItem[] {
  if (!items || depth > MAX_NAV_DEPTH) return [];
  return items.flatMap((raw, index) => {
    const name = raw.name?.trim();
    if (!name) return [];
    const href = navHref(sf, raw.link);
    return [
      {
        key: raw._key ?? `${depth}-${index}`,
        name,
        href,
        external: href !== null && isExternalOrAnchor(href) && !href.startsWith("#"),
        group: raw.type === "MegaNav",
        color: raw.menuColor === "red" ? "red" : null,
        image: imageOf(raw.image, name),
        children: toNavItems(sf, raw.subMenu, depth + 1),
      },
    ];
  });
}

/**
 * Shell content is the same on every page of a language, and on-demand pages
 * render the shell per request: the shared source's answers are kept for a
 * minute per query and language (an explicitly passed source is never cached).
 */
const SHELL_CACHE_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

function cachedFetch<T>(source: ContentSource | undefined, query: string, language: string): Promise<T> {
  if (source) return source.fetch<T>(query, { language });
  const key = `${language}\n${query}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < SHELL_CACHE_MS) return hit.value as Promise<T>;
  const value = getContentSource().fetch<T>(query, { language });
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** The primary (mega menu), mobile and footer menus of a storefront. */
export async function getShellMenus(sf: Storefront, source?: ContentSource): Promise<ShellMenus> {
  const menus = await cachedFetch<ShellMenusQueryResult>(source, shellMenusQuery, sf.language);
  const items = (kind: string) => toNavItems(sf, menus.find((m) => m.kind === kind)?.items as RawItem[] | null);
  return { primary: items("primary"), mobile: items("mobile"), footer: items("footer") };
}

export interface SocialLink {
  network: "facebook" | "instagram" | "tiktok";
  name: string;
  href: string;
}

export interface ShellSettings {
  customerServiceLink: string | null;
  /** Only the Swedish market has stores; null everywhere else. */
  storesLink: string | null;
  social: SocialLink[];
  copyright: string;
  memberClub: { heading: string; text: string; cta: string } | null;
}

const NETWORK_NAMES = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" } as const;

/** The site settings the shell shows, links prefixed and checked. */
export async function getShellSettings(sf: Storefront, source?: ContentSource): Promise<ShellSettings> {
  const raw = await cachedFetch<ShellSettingsQueryResult>(source, shellSettingsQuery, sf.language);
  if (!raw) throw new ContentSourceError(`no site settings for language ${sf.language}`);
  const social = (Object.keys(NETWORK_NAMES) as (keyof typeof NETWORK_NAMES)[]).flatMap((network) => {
    const href = raw.social?.[network];
    return href && isSafeLink(href) && href.startsWith("https://") ? [{ network, name: NETWORK_NAMES[network], href }] : [];
  });
  const club = raw.memberClub;
  return {
    customerServiceLink: navHref(sf, raw.customerServiceLink),
    storesLink: sf.market.code === "se" ? navHref(sf, raw.storesLink) : null,
    social,
    copyright: raw.copyright ?? "",
    memberClub: club?.heading && club.text && club.cta ? { heading: club.heading, text: club.text, cta: club.cta } : null,
  };
}
