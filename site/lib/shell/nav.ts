import type { NavItem } from "../content/menus.ts";

/**
 * The brand entry of a menu is a group with no page (`#`) and an empty submenu:
 * the brand list comes from the catalog, not the CMS. The shell gives it one
 * link, to the storefront's brand list, so the entry always leads somewhere.
 */
export function withBrandList(items: NavItem[], brandsHref: string, allBrandsLabel: string): NavItem[] {
  return items.map((item) =>
    item.group && item.href === null && item.children.length === 0
      ? {
          ...item,
          children: [
            {
              key: `${item.key}-all`,
              name: allBrandsLabel,
              href: brandsHref,
              external: false,
              group: false,
              color: null,
              image: null,
              images: [],
              children: [],
            },
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
