import { isMarketCode, type Language, type Storefront, storefront } from "./markets.ts";
import { ROUTES } from "./routes.ts";

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** True for links that leave the shop (`https:`, `mailto:`...) or go nowhere (`#`). */
export function isExternalOrAnchor(link: string): boolean {
  return EXTERNAL.test(link) || link.startsWith("#") || link.startsWith("//");
}

/**
 * Menu and content links are stored market-relative (`/kille/jeans`); the shop
 * prefixes them with the storefront's base path when it renders them.
 */
export function localizePath(sf: Pick<Storefront, "basePath">, path: string): string {
  if (isExternalOrAnchor(path)) return path;
  const clean = path.startsWith("/") ? path : `/${path}`;
  return clean === "/" ? sf.basePath : `${sf.basePath}${clean}`;
}

export interface ParsedPath {
  storefront: Storefront;
  /** The market-relative rest of the path, always starting with `/`. */
  rest: string;
}

/** Reads `/se/kille`, `/se/en/boys` or `/pl` back into storefront and rest; null when no market. */
export function parseStorefrontPath(pathname: string): ParsedPath | null {
  const segments = pathname.split("/").filter(Boolean);
  const [code, maybeEn, ...more] = segments;
  if (!code || !isMarketCode(code)) return null;
  const english = maybeEn === "en";
  const restSegments = english ? more : segments.slice(1);
  return { storefront: storefront(code, { english }), rest: `/${restSegments.join("/")}` };
}

/** The market-relative path of the brand list, or of one brand's page: `/varumarken`, `/varumarken/kavat`. */
export function brandRest(language: Language, slug?: string): string {
  const list = `/${ROUTES[language].brands}`;
  return slug === undefined ? list : `${list}/${slug}`;
}

type Place = Pick<Storefront, "basePath" | "language">;

/** Where the brand list of a storefront lives: `/se/varumarken`, `/pl/en/brands`. */
export const brandsPath = (sf: Place) => localizePath(sf, brandRest(sf.language));
/** One brand's page: `/se/varumarken/kavat`. */
export const brandPath = (sf: Place, slug: string) => localizePath(sf, brandRest(sf.language, slug));

/** Paths of the specification's routes (2.1) inside a storefront. */
export const loginPath = (sf: Pick<Storefront, "basePath">) => localizePath(sf, "/login");
export const searchPath = (sf: Pick<Storefront, "basePath">) => localizePath(sf, "/search");
export const checkoutPath = (sf: Pick<Storefront, "basePath">) => localizePath(sf, "/checkout/");
/** The new arrivals of a storefront, where empty states send a shopper on: `/se/nyheter`. */
export const newArrivalsPath = (sf: Place) => localizePath(sf, `/${ROUTES[sf.language].new}`);
