import { brandLetters } from "../commerce/catalog/brand-letters.ts";
import type { NavItem } from "../content/menus.ts";

/** A plain menu item: a link, or with no href a heading over its children. */
const entry = (key: string, name: string, href: string | null, children: NavItem[] = []): NavItem => ({
  key,
  name,
  href,
  external: false,
  group: false,
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
 * brand list page groups them (brandLetters). A letter is a heading without a page.
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
