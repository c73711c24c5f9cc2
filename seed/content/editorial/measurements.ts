/**
 * The numbers of the size guide tables, the same in every language. Clothing
 * sizes are the child's height in centimetres (the European system the shop's
 * sizes 50–176 use); shoe sizes are Paris points (2/3 cm), with the foot
 * length they fit including about 1.5 cm room to grow.
 */

export interface ClothingSize {
  size: number;
  /** Typical age span, in months. */
  ageMonths: [number, number];
  heightCm: [number, number];
  chestCm: number;
  waistCm: number;
  inseamCm: number;
}

const ROWS: [number, number, number, number, number, number][] = [
  // size, from month, to month, chest, waist, inseam
  [50, 0, 1, 40, 40, 17],
  [56, 1, 2, 42, 42, 19],
  [62, 2, 4, 44, 44, 21],
  [68, 4, 6, 46, 45, 24],
  [74, 6, 9, 48, 46, 27],
  [80, 9, 12, 50, 47, 30],
  [86, 12, 18, 52, 48, 33],
  [92, 18, 24, 53, 49, 36],
  [98, 24, 36, 54, 50, 41],
  [104, 36, 48, 56, 51, 44],
  [110, 48, 60, 58, 52, 47],
  [116, 60, 72, 60, 53, 51],
  [122, 72, 84, 62, 54, 54],
  [128, 84, 96, 64, 55, 58],
  [134, 96, 108, 66, 56, 61],
  [140, 108, 120, 69, 58, 64],
  [146, 120, 132, 72, 59, 67],
  [152, 132, 144, 75, 61, 70],
  [158, 144, 156, 78, 63, 73],
  [164, 156, 168, 81, 65, 76],
  [170, 168, 180, 84, 67, 79],
  [176, 180, 192, 87, 69, 82],
];

export const CLOTHING_SIZES: readonly ClothingSize[] = ROWS.map(([size, from, to, chestCm, waistCm, inseamCm]) => ({
  size,
  ageMonths: [from, to],
  heightCm: [size - 5, size],
  chestCm,
  waistCm,
  inseamCm,
}));

export interface ShoeSize {
  euSize: number;
  /** Foot lengths this size fits, in centimetres, one decimal. */
  footCm: [number, number];
}

const ROOM_CM = 1.5;
const PARIS_POINT_CM = 2 / 3;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** EU sizes 18–41: a size's inner length is size × 2/3 cm; the foot needs about 1.5 cm less. */
export const SHOE_SIZES: readonly ShoeSize[] = Array.from({ length: 41 - 18 + 1 }, (_, i) => {
  const euSize = 18 + i;
  return {
    euSize,
    footCm: [round1((euSize - 0.5) * PARIS_POINT_CM - ROOM_CM), round1((euSize + 0.5) * PARIS_POINT_CM - ROOM_CM)],
  };
});

export interface HatSize {
  /** Hat sizes are the head circumference they fit, in whole centimetres. */
  size: number;
  ageMonths: [number, number];
  headCm: [number, number];
}

/** Head circumference by age: the medians of the WHO growth standards (0–5 years) and of school-age charts, rounded. */
export const HAT_SIZES: readonly HatSize[] = (
  [
    // size, from month, to month
    [40, 0, 3],
    [42, 3, 6],
    [44, 6, 12],
    [46, 12, 18],
    [48, 18, 24],
    [50, 24, 48],
    [52, 48, 84],
    [54, 84, 132],
    [56, 132, 192],
  ] as const
).map(([size, from, to]) => ({ size, ageMonths: [from, to], headCm: [size - 1, size] }));

export interface GloveSize {
  /** Children's glove and mitten sizes 0–8, as Nordic outerwear brands number them. */
  size: number;
  ageMonths: [number, number];
  /** Hand length from the wrist crease to the tip of the middle finger. */
  handCm: [number, number];
}

export const GLOVE_SIZES: readonly GloveSize[] = (
  [
    // size, from month, to month
    [0, 0, 12],
    [1, 12, 24],
    [2, 24, 36],
    [3, 36, 48],
    [4, 48, 72],
    [5, 72, 96],
    [6, 96, 120],
    [7, 120, 144],
    [8, 144, 168],
  ] as const
).map(([size, from, to]) => ({ size, ageMonths: [from, to], handCm: [size + 8, size + 9] }));

/** A shoe's inner length: the EU (Paris point) size × 2/3 cm. */
export const innerLengthCm = (euSize: number) => round1(euSize * PARIS_POINT_CM);
