export type Audience = "both" | "girls" | "shared";
export type Gender = "boys" | "girls";

export interface CategoryRow {
  id: number;
  parentId: number | null;
  key: string;
  position: number;
  audience: string;
  name: string;
  slug: string;
}

export interface CategoryNode extends CategoryRow {
  audience: Audience;
  parent: CategoryNode | null;
  children: CategoryNode[];
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: ReadonlyMap<number, CategoryNode>;
}

/** Builds the tree of one language from its rows; children keep the menu order. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryTree {
  const byId = new Map<number, CategoryNode>();
  for (const row of rows) byId.set(row.id, { ...row, audience: row.audience as Audience, parent: null, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of [...byId.values()].sort((a, b) => a.position - b.position)) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return { roots, byId };
}

/**
 * Whether a category is shown under a gender: girls see girls-only ones, nobody sees
 * shared ones there. A girls-only category below a shared one (ballet flats under
 * shoes) is girls-only too: every step of its trail must be shown.
 */
export function shownFor(node: CategoryNode, gender: Gender): boolean {
  return trail(node).every((n) => n.audience === "both" || (n.audience === "girls" && gender === "girls"));
}

/** The node and everything below it: the categories a listing of `node` shows products from. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

/** From the root down to the node, for breadcrumbs and paths. */
export function trail(node: CategoryNode): CategoryNode[] {
  const out: CategoryNode[] = [];
  for (let n: CategoryNode | null = node; n; n = n.parent) out.unshift(n);
  return out;
}

/** A category and its ancestors' ids: what a perk's category filters are compared against. */
export function ancestry(node: CategoryNode): number[] {
  return trail(node).map((n) => n.id);
}

/** Follows slugs from the roots down; null when any slug is not a child of the previous node. */
export function findBySlugs(roots: readonly CategoryNode[], slugs: readonly string[]): CategoryNode | null {
  let level = roots;
  let found: CategoryNode | null = null;
  for (const slug of slugs) {
    found = level.find((n) => n.slug === slug) ?? null;
    if (!found) return null;
    level = found.children;
  }
  return found;
}
