/**
 * A small seeded pseudo-random number generator (mulberry32) and helpers, so
 * the catalog is the same on every run. Never use Math.random in the seed.
 */

/** Returns numbers in [0, 1), like Math.random, from a 32-bit seed. */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The element at `index`, or an error: for lists that cannot be short. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} outside a list of ${items.length}`);
  return item;
}

/** An integer between min and max, both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return at(items, Math.floor(random() * items.length));
}

/** Shuffles in place (Fisher–Yates) and returns the same array. */
export function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = at(items, i);
    items[i] = at(items, j);
    items[j] = a;
  }
  return items;
}
