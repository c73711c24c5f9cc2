import { brandLetters } from "#lib/commerce/catalog/brand-letters.ts";
import type { NavItem } from "#lib/content/menus.server.ts";

/** A menu item the shell adds: a link, or (`heading`) a heading that lists its children in place. */
const entry = (key: string, name: string, href: string | null, children: NavItem[] = [], heading = false): NavItem => ({
  key,
  name,
  href,
  external: false,
  group: false,
  ...(heading ? { heading } : {}),
  color: null,
  image: null,
  images: [],
  children,
});

/**
 * The brand entry of a menu is a group with no page (`#`) and an empty submenu:
 * the brand list comes from the catalog, not the CMS. The shell fills it with the
 * brand list itself (specification 2.4: it "opens a brand list"): a link to the
 * brand list page, then the market's brands A–Z under their letters, grouped as the
 * brand list page groups them (brandLetters). A letter is a heading without a page,
 * flagged as one (`heading`): the menus never guess it from an item's shape, since a
 * CMS item with children and no page (`#`, or a refused link) opens a level of its own.
 */
export function withBrandList(
  items: NavItem[],
  brandList: { href: string; label: string; locale: string; brands: readonly { name: string; href: string }[] },
): NavItem[] {
  const letters = brandLetters(brandList.brands, brandList.locale).groups;
  return items.map((item) =>
    item.group && item.href === null && item.children.length === 0
      ? {
          ...item,
          children: [
            entry(`${item.key}-all`, brandList.label, brandList.href),
            ...letters.map((g) =>
              entry(
                `${item.key}-${g.id}`,
                g.letter,
                null,
                g.brands.map((b) => entry(`${item.key}-${b.href}`, b.name, b.href)),
                true,
              ),
            ),
          ],
        }
      : item,
  );
}

/**
 * The extra links a mega-nav group gets at the top of its submenu in the mobile
 * menu (specification 2.2): show all, new arrivals, sale.
 */
export function groupShortcuts(
  parent: Pick<NavItem, "group" | "href" | "external">,
  labels: { showAll: string; newArrivals: string; sale: string },
): { key: string; name: string; href: string }[] {
  if (!parent.group || !parent.href || parent.external) return [];
  const join = (q: string) => `${parent.href}${parent.href?.includes("?") ? "&" : "?"}${q}`;
  return [
    { key: "all", name: labels.showAll, href: parent.href },
    { key: "new", name: labels.newArrivals, href: join("new=1") },
    { key: "sale", name: labels.sale, href: join("sale=1") },
  ];
}

/** How deep the mobile menu walks (specification 2.2: up to four levels). */
const MOBILE_LEVELS = 4;

/**
 * How the mobile menu shows an item on a level (`depth` 0 is the first): a heading
 * listing its links in place (only items flagged `heading`), a button that opens its
 * children as the next level, a link, or nothing (no page and nothing below it to show).
 */
export function mobileRow(
  item: { heading?: boolean; href: string | null; children: readonly unknown[] },
  depth: number,
): "heading" | "level" | "link" | "none" {
  if (item.heading) return "heading";
  if (item.children.length > 0 && depth < MOBILE_LEVELS - 1) return "level";
  return item.href ? "link" : "none";
}
