import type { NavItem } from "#lib/content/menus.server.ts";

/**
 * A compact text form of a menu tree for island props: one line per item,
 * `depth TAB flags TAB name TAB href`, in document order. Astro serializes
 * island props into an HTML attribute where every JSON quote costs six bytes;
 * this form keeps the mobile menu's two hundred links to a few kilobytes.
 * Flags: g = group (MegaNav), h = heading (a brand list letter), x = external link, r = red (sale).
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
}

const clean = (s: string) => s.replace(/[\t\r\n]+/g, " ");

export function encodeNav(
  items: readonly Pick<NavItem, "name" | "href" | "external" | "group" | "heading" | "color" | "children">[],
): string {
  const lines: string[] = [];
  const walk = (list: typeof items, depth: number) => {
    for (const item of list) {
      const flags = `${item.group ? "g" : ""}${item.heading ? "h" : ""}${item.external ? "x" : ""}${item.color === "red" ? "r" : ""}`;
      lines.push(`${depth}\t${flags}\t${clean(item.name)}\t${item.href ? clean(item.href) : ""}`);
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
    const [depthText = "0", flags = "", name = "", href = ""] = line.split("\t");
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
    };
    stack.length = depth + 1;
    stack[depth]?.push(item);
    stack.push(item.children);
  }
  return root;
}
