/**
 * Everything the shell around a page (site/layouts/Shop.astro) shows, loaded in one
 * place beside the page loaders, so the layout only renders and what it shows can be
 * tested without rendering: the site settings (read once), perks, menus with the
 * brand list, the alert banner, the market switcher and which parts show
 * (specification 2.3, ./visibility.ts).
 */
import type { MarketSwitcherProps } from "#islands/MarketSwitcher.tsx";
import { type MenuBrand, menuBrands } from "#lib/commerce/catalog/brand-menu.server.ts";
import { type CtaBanner, getBannerToShow } from "#lib/content/banners.server.ts";
import { footerFor, getShellMenus, getShellSettings, type NavItem, type ShellSettings } from "#lib/content/menus.server.ts";
import { getPerks, type Perk, perksForPage } from "#lib/content/perks.server.ts";
import type { ContentSource } from "#lib/content/source.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { alternates as alternatesOf, type Storefront, storefront } from "#lib/markets/index.ts";
import { brandPath, brandsPath } from "#lib/markets/paths.ts";
import type { Alternate } from "#lib/markets/seo.ts";
import { withBrandList, withDesktopEntries } from "./nav.ts";
import { documentTitle, type PageHead } from "./page-head.ts";
import { alternatesMapper, marketOptions, switchTarget, triggerTexts } from "./switch.ts";
import { switcherPerks, switcherPerksUrl } from "./switcher-perks.server.ts";
import { type ShellVisibility, shellVisibility } from "./visibility.ts";

export interface Shell {
  storefront: Storefront;
  /** The document's <title>, the site name added (./page-head.ts). */
  title: string;
  description: string;
  canonicalPath: string;
  alternates: Alternate[];
  visible: ShellVisibility;
  settings: ShellSettings;
  /** The perks of this page (its categories decide). */
  perks: Perk[];
  banner: CtaBanner | null;
  primary: NavItem[];
  mobile: NavItem[];
  footer: NavItem[];
  /** The market switcher's props: the same on every page of the storefront. */
  switcher: MarketSwitcherProps;
  /** Where each switcher option leads from this page, by select value (written beside the switcher). */
  switchTargets: Record<string, string>;
  /** The kept market switchers' key (the top bar's and the footer's, each with its place added): the storefront and the perks they show. */
  switcherKey: string;
  /**
   * The kept header's key: the brand count is in it, so a header rendered before the
   * catalog answered (no brands) is not kept for later pages.
   */
  headerKey: string;
  /** The checkout header's link back to the cart, everywhere in checkout but its confirmation. */
  backToCart: boolean;
}

export interface ShellSources {
  /** The content source; by default the shop's, with the shell's kept answers. */
  content?: ContentSource;
  /** The brands the market sells, for the brand list. */
  brands?: (market: Storefront["market"]["code"]) => Promise<MenuBrand[]>;
}

export async function loadShell(head: PageHead, site: URL, sources: ShellSources = {}): Promise<Shell> {
  const { storefront: sf, rest, categories = null } = head;
  const { content, brands = menuBrands } = sources;
  const alternates = head.pathIn ? alternatesOf(site, head.pathIn) : [];
  const t = dictionary(sf.language);
  // The banner is part of the page's HTML, there from the first paint: no slot waits for it, nothing moves
  // (alert-banner.client.ts only corrects a page kept from before a scheduled start or end).
  // Checkout has its own header without the menus: it never asks the catalog for their brands.
  const before = shellVisibility(rest);
  const [settings, allPerks, menus, banner, brandsSold] = await Promise.all([
    getShellSettings(sf, content),
    getPerks(sf, content),
    getShellMenus(sf, content),
    before.alertBanner ? getBannerToShow(sf, content) : null,
    before.checkoutHeader ? [] : brands(sf.market.code),
  ]);
  let made: Pick<Shell, "primary" | "mobile"> | undefined;
  const headerMenus = () => {
    if (made) return made;
    // The brand entry opens the brand list: its link, and the brands A–Z (specification 2.4).
    const brandList = {
      href: brandsPath(sf),
      label: t.shell.header.allBrands,
      locale: sf.locale,
      brands: brandsSold.map((b) => ({ name: b.name, href: brandPath(sf, b.slug) })),
    };
    made = {
      primary: withBrandList(menus.primary, brandList),
      mobile: withBrandList(withDesktopEntries(menus.mobile, menus.primary), brandList),
    };
    return made;
  };
  const switcher: MarketSwitcherProps = {
    value: sf.language === "en" ? "en" : sf.market.code,
    options: marketOptions(sf).map((o) => {
      const target = storefront(o.market, { english: o.english });
      return {
        value: o.value,
        label: o.label,
        english: o.english,
        market: o.market,
        language: target.language,
        basePath: target.basePath,
        locale: target.locale,
        perks: switcherPerksUrl(o.market, o.english),
      };
    }),
    market: sf.market.code,
    ...triggerTexts(sf),
    labels: t.shell.market,
  };
  // The equivalent page in each storefront (its hreflang alternate), else that storefront's home: the page's own,
  // written beside the switchers, which are the same on every page (the footer's is kept: ADR 43, stop 47 addendum).
  const toSame = alternatesMapper(alternates);
  const pagePerks = perksForPage(allPerks, categories);
  const switchTargets = Object.fromEntries(
    marketOptions(sf).map((o) => [o.value, switchTarget(sf, storefront(o.market, { english: o.english }), rest, toSame)]),
  );
  return {
    storefront: sf,
    title: documentTitle(head.title),
    description: head.description,
    canonicalPath: head.canonicalPath,
    alternates,
    visible: shellVisibility(rest, { marketMemberBlock: settings.marketMemberBlock }),
    settings,
    perks: pagePerks,
    banner,
    // Only the header shows these, and a kept header (ADR 19) is not rendered again: made when asked.
    get primary() {
      return headerMenus().primary;
    },
    get mobile() {
      return headerMenus().mobile;
    },
    footer: footerFor(menus.footer, settings),
    switcher,
    switchTargets,
    switcherKey: `switcher|${sf.market.code}|${sf.language}|${switcherPerks(pagePerks)
      .map((p) => p.id)
      .join(",")}`,
    headerKey: `header|${sf.market.code}|${sf.language}|${brandsSold.length}`,
    backToCart: !rest.startsWith("/checkout/confirmation"),
  };
}
