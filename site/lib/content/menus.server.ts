import { ttlMemo } from "#lib/http/ttl-memo.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { contentAssetUrl } from "#lib/shell/assets.ts";
import { onContentChange } from "./change-bus.server.ts";
import { inPreview } from "./draft-mode.server.ts";
import { type EditDocument, editAttribute, keyed } from "./edit-marks.ts";
import { assetAddress, type ContentImage, contentImage, type RawImage } from "./images.server.ts";
import { getContentSource } from "./index.server.ts";
import { contentHref, isExternalHref } from "./links.ts";
import type { ShellMenusQueryResult, ShellSettingsQueryResult } from "./sanity.types.ts";
import { shellMenusQuery, shellSettingsQuery } from "./shell-queries.ts";
import { type ContentSource, ContentSourceError } from "./source.ts";

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
  /**
   * A heading that lists its children in place rather than opening a level of its own:
   * set only by the shell on the brand list's letters (withBrandList), never read from an item's shape.
   */
  heading?: boolean;
  color: "red" | null;
  image: { src: string; alt: string } | null;
  /** Pictures of a top-level group, shown in its open mega menu panel. */
  images: NavPicture[];
  children: NavItem[];
  /** In a preview only: the `data-sanity` mark of the item's label (its `name` in the menu document; ADR 40). */
  edit?: string;
  /** In a preview only: the mark of the item's picture. */
  imageEdit?: string;
}

export interface NavPicture {
  key: string;
  image: ContentImage;
  href: string | null;
  /** In a preview only: the picture's mark. */
  edit?: string;
}

/** Where a list of items sits in its menu document, for the marks of a preview. */
interface MenuPlace {
  menu: EditDocument;
  /** The array's path: `items`, `items[_key=="a"].subMenu`. */
  path: string;
}

/** The width a mega menu picture is shown at (10rem, twice for sharp screens). */
export const NAV_PICTURE_WIDTH = 320;

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
  images?: (RawImage & { _key?: string; link?: string | null })[] | null;
  subMenu?: RawItem[] | null;
};

function imageOf(raw: RawItem["image"], name: string): NavItem["image"] {
  if (!raw) return null;
  const src = raw.url ? assetAddress(raw.url) : contentAssetUrl(raw._sanityAsset);
  return src ? { src, alt: raw.alt ?? name } : null;
}

/** A group's pictures; one without a file or alternative text is left out. */
/** The mark of a field of a keyed item; nothing outside a preview (no place) or for an item without a key. */
function markOf(place: MenuPlace | undefined, key: string | undefined, ...field: string[]): { edit?: string } {
  if (!place || !key) return {};
  const edit = editAttribute(true, { ...place.menu, path: keyed(place.path, key, ...field) });
  return edit ? { edit } : {};
}

function picturesOf(sf: Pick<Storefront, "basePath">, raw: RawItem["images"], place?: MenuPlace): NavPicture[] {
  return (raw ?? []).flatMap((picture, i) => {
    const image = contentImage(picture, NAV_PICTURE_WIDTH);
    return image
      ? [{ key: picture._key ?? String(i), image, href: contentHref(sf, picture.link), ...markOf(place, picture._key) }]
      : [];
  });
}

/**
 * A menu's items ready to render. `place` (a preview's only) says where they sit in their
 * menu document, so each label and picture carries the mark that opens its field.
 */
export function toNavItems(
  sf: Pick<Storefront, "basePath">,
  items: RawItem[] | null | undefined,
  depth = 1,
  place?: MenuPlace,
): NavItem[] {
  if (!items || depth > MAX_NAV_DEPTH) return [];
  return items.flatMap((raw, index) => {
    const name = raw.name?.trim();
    if (!name) return [];
    const href = contentHref(sf, raw.link);
    const at = place && raw._key ? keyed(place.path, raw._key) : undefined;
    const imageEdit = markOf(place, raw._key, "image").edit;
    return [
      {
        key: raw._key ?? `${depth}-${index}`,
        name,
        href,
        external: href !== null && isExternalHref(href),
        group: raw.type === "MegaNav",
        color: raw.menuColor === "red" ? "red" : null,
        image: imageOf(raw.image, name),
        images:
          depth === 1 ? picturesOf(sf, raw.images, place && at ? { menu: place.menu, path: `${at}.images` } : undefined) : [],
        children: toNavItems(sf, raw.subMenu, depth + 1, place && at ? { menu: place.menu, path: `${at}.subMenu` } : undefined),
        ...markOf(place, raw._key, "name"),
        ...(imageEdit ? { imageEdit } : {}),
      },
    ];
  });
}

/**
 * Shell content is the same on every page of a language, and on-demand pages
 * render the shell per request: the shared source's answers are kept for a
 * minute per query and language (an explicitly passed source is never cached),
 * or until a content change.
 */
const SHELL_CACHE_MS = 60_000;
const cache = ttlMemo<unknown>({ ttlMs: SHELL_CACHE_MS, maxEntries: 200 });

/** Forgets the kept answers on every content change (registered at server start, site/lib/server-start.server.ts). */
export function clearShellContentOnChange(): () => void {
  return onContentChange(() => cache.clear());
}

/** A shell query's answer: from the shared source, kept as above; from a source passed in (tests), asked each time. */
function shellFetch<T>(source: ContentSource | undefined, query: string, params: Record<string, string>): Promise<T> {
  if (source) return source.fetch<T>(query, params);
  // A preview's drafts are never kept for shoppers.
  if (inPreview()) return getContentSource().fetch<T>(query, params);
  return cache.get(`${JSON.stringify(params)}\n${query}`, () => getContentSource().fetch<T>(query, params)) as Promise<T>;
}

/**
 * The menus made from one kept answer, per storefront: the shared source's answer is the
 * same object until a change or a minute (above), so the menus are made once from it,
 * not on every render (ADR 43). A source passed in answers a new object each time.
 */
const madeMenus = new WeakMap<object, Map<string, ShellMenus>>();

/** The primary (mega menu), mobile and footer menus of a storefront. */
export async function getShellMenus(sf: Storefront, source?: ContentSource): Promise<ShellMenus> {
  const menus = await shellFetch<ShellMenusQueryResult>(source, shellMenusQuery, { language: sf.language });
  const preview = inPreview();
  const make = (): ShellMenus => {
    const items = (kind: string) => {
      const menu = menus.find((m) => m.kind === kind);
      const place = preview && menu ? { menu: { id: menu._id, type: menu._type }, path: "items" } : undefined;
      return toNavItems(sf, menu?.items as RawItem[] | null, 1, place);
    };
    return { primary: items("primary"), mobile: items("mobile"), footer: items("footer") };
  };
  // A preview's menus carry edit marks and come from drafts: made for that render alone, never kept.
  if (preview) return make();
  let made = madeMenus.get(menus);
  if (!made) {
    made = new Map();
    madeMenus.set(menus, made);
  }
  const key = `${sf.market.code}|${sf.language}`;
  let shell = made.get(key);
  if (!shell) {
    shell = make();
    made.set(key, shell);
  }
  return shell;
}

export interface SocialLink {
  network: "facebook" | "instagram" | "tiktok";
  name: string;
  href: string;
}

export interface ShellSettings {
  /** The site settings document's id: the footer's and member block's edit marks name it (ADR 40). */
  id: string;
  customerServiceLink: string | null;
  /** Only in markets with stores (their market settings; Sweden, in Swedish and English); null everywhere else. */
  storesLink: string | null;
  /** The stores page, whether or not the market links to it: the footer leaves it out where it does not. */
  storesPage: string | null;
  /** Whether the market offers the member club block (its market settings; not Poland and France). */
  marketMemberBlock: boolean;
  social: SocialLink[];
  copyright: string;
  memberClub: { heading: string; text: string; cta: string } | null;
}

const NETWORK_NAMES = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" } as const;

/** The site settings the shell shows, links prefixed and checked. */
export async function getShellSettings(sf: Storefront, source?: ContentSource): Promise<ShellSettings> {
  const raw = await shellFetch<ShellSettingsQueryResult>(source, shellSettingsQuery, {
    language: sf.language,
    market: sf.market.code,
  });
  if (!raw) throw new ContentSourceError(`no site settings for language ${sf.language}`);
  const social = (Object.keys(NETWORK_NAMES) as (keyof typeof NETWORK_NAMES)[]).flatMap((network) => {
    const href = contentHref(sf, raw.social?.[network]);
    return href?.startsWith("https://") ? [{ network, name: NETWORK_NAMES[network], href }] : [];
  });
  const club = raw.memberClub;
  return {
    id: raw._id,
    customerServiceLink: contentHref(sf, raw.customerServiceLink),
    storesLink: raw.market?.showStoresLink === true ? contentHref(sf, raw.storesLink) : null,
    storesPage: contentHref(sf, raw.storesLink),
    marketMemberBlock: raw.market?.showMemberBlock !== false,
    social,
    copyright: raw.copyright ?? "",
    memberClub: club?.heading && club.text && club.cta ? { heading: club.heading, text: club.text, cta: club.cta } : null,
  };
}

/**
 * The footer menu as a storefront shows it: a language's menu serves every market
 * of it (English serves all eight), and the stores page's item shows only where the
 * market shows the stores link (specification 2.1), as in the top bar.
 */
export function footerFor(groups: NavItem[], settings: Pick<ShellSettings, "storesLink" | "storesPage">): NavItem[] {
  const hidden = settings.storesLink === null ? settings.storesPage : null;
  if (!hidden) return groups;
  const without = (items: NavItem[]): NavItem[] =>
    items.flatMap((item) => (item.href === hidden ? [] : [{ ...item, children: without(item.children) }]));
  return without(groups);
}
