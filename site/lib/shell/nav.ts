import type { NavItem } from "../content/menus";

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
              children: [],
            },
          ],
        }
      : item,
  );
}
