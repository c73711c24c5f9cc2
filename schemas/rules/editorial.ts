/**
 * Rules of the editorial modules, as plain functions the schemas call and tests
 * exercise: product keys, the product rail's source and size, and tables.
 */

/** A product key as the catalog writes it: LN followed by the product id. */
export const PRODUCT_KEY = /^LN[1-9]\d{0,8}$/;
export const PRODUCT_KEY_HELP = "Write product keys as on the product page's data, like LN100042.";

export const RAIL_MIN = 4;
export const RAIL_MAX = 24;

export const RAIL_SOURCES = ["new", "sale", "category", "brand", "picked"] as const;
export type RailSource = (typeof RAIL_SOURCES)[number];

export function checkProductKeys(value: unknown): true | string {
  if (value === undefined || value === null) return true;
  if (!Array.isArray(value)) return PRODUCT_KEY_HELP;
  const bad = value.find((key) => typeof key !== "string" || !PRODUCT_KEY.test(key));
  if (bad !== undefined) return `${String(bad)}: ${PRODUCT_KEY_HELP}`;
  if (new Set(value).size !== value.length) return "Each product may be picked once.";
  return true;
}

export function checkRailCount(value: unknown): true | string {
  if (value === undefined || value === null) return true;
  return typeof value === "number" && Number.isInteger(value) && value >= RAIL_MIN && value <= RAIL_MAX
    ? true
    : `A product rail shows between ${RAIL_MIN} and ${RAIL_MAX} products.`;
}

interface RailFields {
  source?: string;
  categoryIds?: string;
  brandSlug?: string;
  productKeys?: unknown[];
  count?: number;
}

/** What a rail's source needs: a category list, a brand, or enough picked products. */
export function checkRailSource(rail: RailFields | undefined): true | string {
  if (!rail?.source) return "Choose where the rail's products come from.";
  if (!(RAIL_SOURCES as readonly string[]).includes(rail.source)) return "Unknown source.";
  if (rail.source === "category" && !rail.categoryIds) return "A category rail needs its category ids.";
  if (rail.source === "brand" && !rail.brandSlug) return "A brand rail needs the brand's address (like nordkid).";
  if (rail.source === "picked") {
    const n = rail.productKeys?.length ?? 0;
    if (n < RAIL_MIN || n > RAIL_MAX) return `Pick between ${RAIL_MIN} and ${RAIL_MAX} products (now ${n}).`;
  }
  return true;
}

/** A table: a heading row and at least one row, every row as wide as the heading row, no cell empty. */
export function checkTable(rows: { cells?: unknown[] }[] | undefined): true | string {
  if (!rows || rows.length < 2) return "A table needs a heading row and at least one more row.";
  const width = rows[0]?.cells?.length ?? 0;
  if (width < 2) return "A table needs at least two columns.";
  const index = rows.findIndex((row) => row.cells?.length !== width);
  if (index >= 0) return `Row ${index + 1} has ${rows[index]?.cells?.length ?? 0} cells; the heading row has ${width}.`;
  const empty = rows.findIndex((row) => row.cells?.some((cell) => typeof cell !== "string" || !cell.trim()));
  if (empty >= 0) return `Row ${empty + 1} has an empty cell.`;
  return true;
}
