/**
 * The add-to-cart product key (specification 3): `{productKey}-{variant}` with an
 * optional `-clone` suffix, e.g. `LN100001-110`, `LN100001-19-22-clone`,
 * `LN100001-70a`, `LN100001-onesize`. Product keys never hold a dash, so the
 * variant is everything after the first one.
 */

/** Lines hold 1 to 20 of a variant. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 20;

export interface AddKey {
  productKey: string;
  variantKey: string;
  clone: boolean;
}

const PRODUCT_KEY = /^LN\d{1,12}$/i;
const VARIANT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const CLONE = "-clone";

/** Reads an add-to-cart key; null when it is not one. */
export function parseAddKey(raw: string): AddKey | null {
  const value = raw.trim();
  if (value.length > 64) return null;
  const clone = value.toLowerCase().endsWith(CLONE);
  const body = clone ? value.slice(0, -CLONE.length) : value;
  const dash = body.indexOf("-");
  if (dash <= 0) return null;
  const productKey = body.slice(0, dash).toUpperCase();
  const variantKey = body.slice(dash + 1).toLowerCase();
  if (!PRODUCT_KEY.test(productKey) || !VARIANT_KEY.test(variantKey)) return null;
  return { productKey, variantKey, clone };
}

/** Reads a bare product key (`LN100001`); null when it is not one. */
export function parseProductKey(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  return PRODUCT_KEY.test(value) ? value : null;
}

export function formatAddKey({ productKey, variantKey, clone }: AddKey): string {
  return `${productKey}-${variantKey}${clone ? CLONE : ""}`;
}
