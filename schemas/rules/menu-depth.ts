/** Menus nest at most four levels: /{gender}/{category}/{subcategory}/{type}. */
export const MAX_MENU_DEPTH = 4;

type Path = ReadonlyArray<unknown>;

/**
 * The level of the menu item that owns the subMenu at `path`: a top-level item's
 * subMenu is at ["items", {_key}, "subMenu"], so the count of "subMenu" segments.
 */
export function ownerLevel(path: Path): number {
  return path.filter((segment) => segment === "subMenu").length;
}

export function checkSubMenuDepth(path: Path, subMenu: unknown): true | string {
  if (!Array.isArray(subMenu) || subMenu.length === 0) return true;
  return ownerLevel(path) >= MAX_MENU_DEPTH
    ? `Menus nest at most ${MAX_MENU_DEPTH} levels; this item is on level ${MAX_MENU_DEPTH} and cannot have a submenu.`
    : true;
}

interface Nested {
  subMenu?: Nested[] | null;
}

/** The number of levels of a list of menu items (0 for none). */
export function menuDepth(items: Nested[] | null | undefined): number {
  if (!items?.length) return 0;
  return 1 + Math.max(...items.map((item) => menuDepth(item.subMenu)));
}

/**
 * A menu item's pictures show in the open mega menu: the panel of a top-level
 * group of the primary menu. Anywhere else they would show nowhere, so the
 * Studio says so instead of keeping a field that does nothing.
 */
export function checkMenuImages(path: Path, menuKind: unknown, images: unknown): true | string {
  if (!Array.isArray(images) || images.length === 0) return true;
  if (menuKind !== "primary") return "Pictures show only in the primary menu's mega menu; this menu does not show them.";
  return ownerLevel(path) === 0 ? true : "Pictures show only on top-level groups of the mega menu, not on this nested item.";
}
