import type { Language, Storefront } from "../markets/markets";
import { localizePath } from "../markets/paths";

/** The brand list's path segment in each language. */
export const BRANDS_SEGMENT: Readonly<Record<Language, string>> = {
  sv: "varumarken",
  nb: "merker",
  da: "maerker",
  fi: "merkit",
  nl: "merken",
  de: "marken",
  fr: "marques",
  pl: "marki",
  en: "brands",
};

/** Where the brand list of a storefront lives: `/se/varumarken`, `/pl/en/brands`. */
export function brandsPath(sf: Pick<Storefront, "basePath" | "language">): string {
  return `${sf.basePath}/${BRANDS_SEGMENT[sf.language]}`;
}

/** Paths of the specification's routes (2.1) inside a storefront. */
export const loginPath = (sf: Pick<Storefront, "basePath">) => localizePath(sf, "/login");
export const userPath = (sf: Pick<Storefront, "basePath">) => localizePath(sf, "/user");
export const searchPath = (sf: Pick<Storefront, "basePath">) => localizePath(sf, "/search");
export const checkoutPath = (sf: Pick<Storefront, "basePath">) => localizePath(sf, "/checkout/");
