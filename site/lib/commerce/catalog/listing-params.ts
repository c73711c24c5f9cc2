import { z } from "zod";

export const SORTS = ["newest", "price-asc", "price-desc", "discount"] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 48;
export const MAX_PAGE = 500;

/** The state of a listing, all of it in the URL so every view is a link. */
export interface ListingParams {
  sort: Sort;
  sizes: string[];
  brands: string[];
  /** Price bounds in whole units of the market's currency (kronor, euros, złoty). */
  min: number | null;
  max: number | null;
  /** Only products on sale / only new arrivals: the 'sale' and 'new arrivals' links of a menu group. */
  sale: boolean;
  new: boolean;
  page: number;
}

const list = (max: number, item: z.ZodString) =>
  z
    .string()
    .transform((s) =>
      [
        ...new Set(
          s
            .split(",")
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean),
        ),
      ].slice(0, max),
    )
    .pipe(z.array(item));

const schema = z.object({
  sort: z.enum(SORTS).catch("newest"),
  size: list(30, z.string().regex(/^[a-z0-9-]{1,12}$/)).catch([]),
  brand: list(30, z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).catch([]),
  min: z.coerce.number().int().min(0).max(1_000_000).nullable().catch(null),
  max: z.coerce.number().int().min(0).max(1_000_000).nullable().catch(null),
  sale: z
    .literal("1")
    .transform(() => true)
    .catch(false),
  new: z
    .literal("1")
    .transform(() => true)
    .catch(false),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

/**
 * Reads a listing's state from its query string. A shopper can type anything in
 * a URL: values that make no sense are dropped, never an error page.
 */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const raw = Object.fromEntries(
    ["sort", "size", "brand", "min", "max", "sale", "new", "page"].map((k) => [k, search.get(k) ?? undefined]),
  );
  const p = schema.parse(raw);
  const [min, max] = p.min !== null && p.max !== null && p.min > p.max ? [p.max, p.min] : [p.min, p.max];
  return { sort: p.sort, sizes: p.size, brands: p.brand, min, max, sale: p.sale, new: p.new, page: p.page };
}

export const DEFAULT_PARAMS: ListingParams = {
  sort: "newest",
  sizes: [],
  brands: [],
  min: null,
  max: null,
  sale: false,
  new: false,
  page: 1,
};

/**
 * The query string of a listing state, in a stable order, leaving out defaults; "" for
 * the default view. `fixed` holds what defines the listing itself (a search's q) and comes first.
 */
export function listingQuery(params: Partial<ListingParams>, fixed: Record<string, string> = {}): string {
  const p = { ...DEFAULT_PARAMS, ...params };
  const q = new URLSearchParams(fixed);
  if (p.sort !== "newest") q.set("sort", p.sort);
  if (p.sizes.length) q.set("size", p.sizes.join(","));
  if (p.brands.length) q.set("brand", p.brands.join(","));
  if (p.min !== null) q.set("min", String(p.min));
  if (p.max !== null) q.set("max", String(p.max));
  if (p.sale) q.set("sale", "1");
  if (p.new) q.set("new", "1");
  if (p.page > 1) q.set("page", String(p.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}
