import { z } from "zod";
import { COLOUR_KEYS, type ColourKey, isColourKey } from "./colours.ts";

export const SORTS = ["newest", "price-asc", "price-desc", "discount"] as const;
/** Search results come in order of relevance unless the shopper picks another order. */
export const SEARCH_SORTS = ["relevance", ...SORTS] as const;
export type Sort = (typeof SEARCH_SORTS)[number];

export const PAGE_SIZE = 48;
export const MAX_PAGE = 500;

/** The state of a listing, all of it in the URL so every view is a link. */
export interface ListingParams {
  sort: Sort;
  sizes: string[];
  brands: string[];
  colours: ColourKey[];
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

/**
 * A price bound as a shopper can send it: a form posts empty fields (`min=&max=`)
 * and people type spaces or "abc". Anything but a whole number from 0 up means
 * "no bound"; it must never become 0, which would empty the listing.
 */
const priceBound = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : null),
  z.number().int().min(0).max(1_000_000).nullable().catch(null),
);

const schema = z.object({
  sort: z.string().optional(),
  size: list(30, z.string().regex(/^[a-z0-9-]{1,12}$/)).catch([]),
  brand: list(30, z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).catch([]),
  // A colour the shop does not have is left out; the others still apply.
  colour: list(COLOUR_KEYS.length, z.string())
    .transform((keys) => keys.filter(isColourKey))
    .catch([]),
  min: priceBound,
  max: priceBound,
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

/** How many of the shopper's filters are on (a price range counts once): the mobile toggle shows it. */
export function activeFilterCount(params: ListingParams): number {
  return (
    params.sizes.length +
    params.brands.length +
    params.colours.length +
    (params.min !== null || params.max !== null ? 1 : 0) +
    (params.sale ? 1 : 0) +
    (params.new ? 1 : 0)
  );
}

/**
 * Reads a listing's state from its query string. A shopper can type anything in
 * a URL: values that make no sense are dropped, never an error page. `sorts` are
 * the orders the listing offers, its default first.
 */
export function parseListingParams(search: URLSearchParams, sorts: readonly Sort[] = SORTS): ListingParams {
  // A form sends each ticked size or brand as its own field (size=110&size=116); links join them (size=110,116).
  const joined = (k: string) => (search.has(k) ? search.getAll(k).join(",") : undefined);
  const raw = Object.fromEntries(
    ["sort", "min", "max", "sale", "new", "page"].map((k) => [k, search.get(k) ?? undefined] as [string, unknown]),
  );
  raw.size = joined("size");
  raw.brand = joined("brand");
  raw.colour = joined("colour");
  const p = schema.parse(raw);
  const sort = sorts.find((s) => s === p.sort) ?? (sorts[0] as Sort);
  const [min, max] = p.min !== null && p.max !== null && p.min > p.max ? [p.max, p.min] : [p.min, p.max];
  return { sort, sizes: p.size, brands: p.brand, colours: p.colour, min, max, sale: p.sale, new: p.new, page: p.page };
}

export const DEFAULT_PARAMS: ListingParams = {
  sort: "newest",
  sizes: [],
  brands: [],
  colours: [],
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
export function listingQuery(
  params: Partial<ListingParams>,
  fixed: Record<string, string> = {},
  sorts: readonly Sort[] = SORTS,
): string {
  const p = { ...DEFAULT_PARAMS, sort: sorts[0] as Sort, ...params };
  const q = new URLSearchParams(fixed);
  if (p.sort !== sorts[0]) q.set("sort", p.sort);
  if (p.sizes.length) q.set("size", p.sizes.join(","));
  if (p.brands.length) q.set("brand", p.brands.join(","));
  if (p.colours.length) q.set("colour", p.colours.join(","));
  if (p.min !== null) q.set("min", String(p.min));
  if (p.max !== null) q.set("max", String(p.max));
  if (p.sale) q.set("sale", "1");
  if (p.new) q.set("new", "1");
  if (p.page > 1) q.set("page", String(p.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}
