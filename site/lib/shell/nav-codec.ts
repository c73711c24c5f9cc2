import type { NavItem } from "#lib/content/menus.server.ts";

/**
 * A compact text form of a menu tree for island props: one line per item,
 * `depth TAB flags TAB name TAB href`, in document order. Astro serializes
 * island props into an HTML attribute where every JSON quote costs six bytes;
 * this form keeps the mobile menu's two hundred links to a few kilobytes.
 * Flags: g = group (MegaNav), h = heading (a brand list letter), x = external link, r = red (sale).
 * In a preview an item may carry a fifth field, its edit mark (ADR 40); a shopper's lines never have one.
 */
export interface CompactNavItem {
  key: string;
  name: string;
  href: string | null;
  external: boolean;
  group: boolean;
  heading: boolean;
  color: "red" | null;
  children: CompactNavItem[];
  /** The preview's `data-sanity` value of the item's label. */
  edit?: string;
}

const clean = (s: string) => s.replace(/[\t\r\n]+/g, " ");

export function encodeNav(
  items: readonly Pick<NavItem, "name" | "href" | "external" | "group" | "heading" | "color" | "children" | "edit">[],
): string {
  const lines: string[] = [];
  const walk = (list: typeof items, depth: number) => {
    for (const item of list) {
      const flags = `${item.group ? "g" : ""}${item.heading ? "h" : ""}${item.external ? "x" : ""}${item.color === "red" ? "r" : ""}`;
      const line = `${depth}\t${flags}\t${clean(item.name)}\t${item.href ? clean(item.href) : ""}`;
      lines.push(item.edit ? `${line}\t${clean(item.edit)}` : line);
      walk(item.children, depth + 1);
    }
  };
  walk(items, 0);
  return lines.join("\n");
}

export function decodeNav(text: string): CompactNavItem[] {
  const root: CompactNavItem[] = [];
  const stack: CompactNavItem[][] = [root];
  let n = 0;
  for (const line of text.split("\n")) {
    if (!line) continue;
    const [depthText = "0", flags = "", name = "", href = "", edit] = line.split("\t");
    const depth = Math.min(Number(depthText) || 0, stack.length - 1);
    const item: CompactNavItem = {
      key: `n${n++}`,
      name,
      href: href || null,
      external: flags.includes("x"),
      group: flags.includes("g"),
      heading: flags.includes("h"),
      color: flags.includes("r") ? "red" : null,
      children: [],
      ...(edit ? { edit } : {}),
    };
    stack.length = depth + 1;
    stack[depth]?.push(item);
    stack.push(item.children);
  }
  return root;
}
