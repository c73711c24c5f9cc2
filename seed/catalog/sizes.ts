/**
 * Size runs per kind of product. Clothing uses the Nordic height sizes in cm,
 * shoes EU sizes, socks and tights size ranges, bras band + cup, accessories one size.
 */
import type { SizeKind } from "#lib/commerce/catalog/categories.ts";
import { intBetween, pick, type Random } from "./random.ts";
import type { VariantSeed } from "./types.ts";

export const CLOTHING_SIZES = [
  50, 56, 62, 68, 74, 80, 86, 92, 98, 104, 110, 116, 122, 128, 134, 140, 146, 152, 158, 164, 170, 176,
];
const AGE_GROUPS = {
  b: [50, 92],
  c: [92, 140],
  t: [134, 176],
} as const;

export const SHOE_SIZES = { min: 22, max: 41 };
export const FIRST_SHOE_SIZES = { min: 18, max: 24 };
export const SOCK_SIZES = ["15-18", "19-22", "23-26", "27-30", "31-34", "35-38", "39-42"];
export const TIGHTS_SIZES = ["74-80", "86-92", "98-104", "110-116", "122-128", "134-140", "146-152", "158-164"];
export const BRA_SIZES = ["65A", "70A", "70B", "75A", "75B", "80A", "80B", "80C", "85B", "85C"];

/** `count` consecutive entries of `list`, starting at a random place. */
function run<T>(random: Random, list: readonly T[], count: number): T[] {
  const n = Math.min(count, list.length);
  const start = intBetween(random, 0, list.length - n);
  return list.slice(start, start + n);
}

function numbers(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** The sizes of one product, without stock: variantKey (ASCII) and what the selector shows. */
export function sizeRun(random: Random, kind: SizeKind): Omit<VariantSeed, "stock">[] {
  switch (kind) {
    case "cm-bct":
    case "cm-bc":
    case "cm-ct": {
      const group = AGE_GROUPS[pick(random, [...kind.slice(3)] as ("b" | "c" | "t")[])];
      const list = CLOTHING_SIZES.filter((size) => size >= group[0] && size <= group[1]);
      return run(random, list, intBetween(random, 4, 7)).map((size) => ({ variantKey: String(size), size: String(size) }));
    }
    case "shoe":
      return run(random, numbers(SHOE_SIZES.min, SHOE_SIZES.max), intBetween(random, 5, 9)).map(shoe);
    case "first-shoe":
      return run(random, numbers(FIRST_SHOE_SIZES.min, FIRST_SHOE_SIZES.max), intBetween(random, 5, 7)).map(shoe);
    case "socks":
      return run(random, SOCK_SIZES, intBetween(random, 3, 5)).map((range) => ({ variantKey: range, size: range }));
    case "tights":
      return run(random, TIGHTS_SIZES, intBetween(random, 3, 5)).map((range) => ({
        variantKey: range,
        size: range.replace("-", "/"),
      }));
    case "bra":
      return run(random, BRA_SIZES, intBetween(random, 4, 6)).map((size) => ({ variantKey: size.toLowerCase(), size }));
    case "onesize":
      return [{ variantKey: "onesize", size: "onesize" }];
  }
}

function shoe(size: number): Omit<VariantSeed, "stock"> {
  return { variantKey: String(size), size: String(size) };
}
