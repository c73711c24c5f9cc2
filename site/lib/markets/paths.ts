import { isMarketCode, type Storefront, storefront } from "./markets";

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
  return { storefront: storefront(code, english), rest: `/${restSegments.join("/")}` };
}
