/**
 * Which products a product page recommends ("more like this") and which the empty
 * search and 404 pages offer (popular products of the market). Pure rules over
 * cards the catalog has already read (recommendations.server.ts).
 */

/** How many cards a recommendation shelf shows: two rows of a phone's grid, one view of a desktop rail. */
export const SHELF_SIZE = 8;

export interface Recommendable {
  id: number;
  brandSlug: string;
  colourHex: string;
  categoryId: number;
}

/** A product's colour as recommendations compare it; the exact shade until the catalog groups colours into families. */
export type ColourOf<P> = (product: P) => string;
const shade = (p: Pick<Recommendable, "colourHex">) => p.colourHex.toLowerCase();

/**
 * "More like this": from products of the same category (in stock, newest first), the
 * ones that offer the shopper something else: other brands first, then other colours,
 * and among equals one of each brand and colour before any repeats; newest first
 * within that. The product itself is never recommended.
 */
export function moreLikeThis<P extends Recommendable>(
  product: Recommendable,
  candidates: readonly P[],
  count = SHELF_SIZE,
  colourOf: ColourOf<Recommendable> = shade,
): P[] {
  const pool = candidates.filter((c, i) => c.id !== product.id && candidates.findIndex((d) => d.id === c.id) === i);
  const chosen: P[] = [];
  const brands = new Map<string, number>();
  const colours = new Map<string, number>();
  while (chosen.length < count && pool.length > 0) {
    let best = 0;
    let bestKey: number[] | null = null;
    pool.forEach((c, i) => {
      const key = [
        c.brandSlug === product.brandSlug ? 1 : 0,
        colourOf(c) === colourOf(product) ? 1 : 0,
        (brands.get(c.brandSlug) ?? 0) + (colours.get(colourOf(c)) ?? 0),
        i,
      ];
      if (!bestKey || lessThan(key, bestKey)) {
        best = i;
        bestKey = key;
      }
    });
    const [pick] = pool.splice(best, 1);
    if (!pick) break;
    chosen.push(pick);
    brands.set(pick.brandSlug, (brands.get(pick.brandSlug) ?? 0) + 1);
    colours.set(colourOf(pick), (colours.get(colourOf(pick)) ?? 0) + 1);
  }
  return chosen;
}

function lessThan(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/** Popular products never fill a shelf from one department: at most this many of each. */
export const POPULAR_PER_CATEGORY = 2;

/**
 * Popular products of a market, from products already ranked (most units ordered in
 * the market lately, then the largest share of sizes in stock): the ranking's order, at most
 * POPULAR_PER_CATEGORY of a department (`departmentOf`: the top category, so shoes
 * count once however many kinds of shoe there are), so the shelf shows the breadth of the shop.
 */
export function popularShelf<P extends Pick<Recommendable, "id" | "categoryId">>(
  ranked: readonly P[],
  count = SHELF_SIZE,
  departmentOf: (categoryId: number) => number = (id) => id,
): P[] {
  const perCategory = new Map<number, number>();
  const seen = new Set<number>();
  const out: P[] = [];
  for (const p of ranked) {
    if (out.length === count) break;
    const department = departmentOf(p.categoryId);
    const n = perCategory.get(department) ?? 0;
    if (seen.has(p.id) || n >= POPULAR_PER_CATEGORY) continue;
    seen.add(p.id);
    perCategory.set(department, n + 1);
    out.push(p);
  }
  return out;
}
