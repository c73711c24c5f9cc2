/**
 * Product pictures, drawn locally: a garment silhouette of the product's kind in
 * its colour. The URL carries everything the picture depends on, so it is cached
 * forever and never touches the database.
 */
export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 750;

export const IMAGE_KINDS = ["top", "bottom", "dress", "outerwear", "shoe", "sock", "accessory", "card"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const KIND_BY_CATEGORY: Record<string, ImageKind> = {
  jeans: "bottom",
  trousers: "bottom",
  shorts: "bottom",
  "leggings-tights": "bottom",
  sweaters: "top",
  "t-shirts": "top",
  shirts: "top",
  "tops-blouses": "top",
  blazers: "outerwear",
  outerwear: "outerwear",
  training: "top",
  loungewear: "top",
  sleepwear: "top",
  underwear: "top",
  swimwear: "top",
  bras: "top",
  dresses: "dress",
  skirts: "dress",
  shoes: "shoe",
  socks: "sock",
  accessories: "accessory",
  "jewellery-hair": "accessory",
  "gift-cards": "card",
};

/** The picture kind of a top-level category key. */
export function imageKindOf(topCategoryKey: string): ImageKind {
  return KIND_BY_CATEGORY[topCategoryKey] ?? "accessory";
}

const SHAPES: Record<ImageKind, string> = {
  top: "M210 190 L260 160 Q300 190 340 160 L390 190 L460 270 L420 310 L390 285 L390 560 L210 560 L210 285 L180 310 L140 270 Z",
  outerwear:
    "M200 180 L260 150 L300 200 L340 150 L400 180 L470 300 L430 330 L405 300 L405 590 L195 590 L195 300 L170 330 L130 300 Z",
  bottom: "M215 170 L385 170 L400 590 L320 590 L300 300 L280 590 L200 590 Z",
  dress: "M250 160 Q300 190 350 160 L370 280 L450 590 L150 590 L230 280 Z",
  shoe: "M150 420 L170 330 Q220 320 260 350 L330 400 Q430 410 460 450 L460 490 L150 490 Z",
  sock: "M250 170 L350 170 L350 440 Q350 520 420 520 L440 580 L300 590 Q250 590 250 520 Z",
  accessory: "M220 280 Q220 200 300 200 Q380 200 380 280 L420 280 L440 560 L160 560 L180 280 Z",
  card: "M140 280 L460 280 Q480 280 480 300 L480 480 Q480 500 460 500 L140 500 Q120 500 120 480 L120 300 Q120 280 140 280 Z",
};

const HEX = /^#[0-9a-f]{6}$/;

export function productImagePath(kind: ImageKind, colourHex: string, n: 1 | 2): string {
  return `/media/products/${kind}-${colourHex.replace("#", "").toLowerCase()}-${n}.svg`;
}

/** Reads `top-335577-1.svg` back; null for anything else, so the route can answer 404. */
export function parseProductImage(file: string): { kind: ImageKind; colourHex: string; n: 1 | 2 } | null {
  const m = /^([a-z]+)-([0-9a-f]{6})-([12])\.svg$/.exec(file);
  if (!m || !(IMAGE_KINDS as readonly string[]).includes(m[1] as string)) return null;
  return { kind: m[1] as ImageKind, colourHex: `#${m[2]}`, n: Number(m[3]) as 1 | 2 };
}

export function productImageSvg(kind: ImageKind, colourHex: string, n: 1 | 2): string {
  if (!HEX.test(colourHex)) throw new RangeError(`not a colour: ${colourHex}`);
  const background = n === 1 ? "#f4f1ec" : "#ebe6de";
  // The second picture is the detail view: the same piece, closer.
  const transform = n === 1 ? "" : ' transform="translate(-150 -190) scale(1.5)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}"><rect width="100%" height="100%" fill="${background}"/><path d="${SHAPES[kind]}" fill="${colourHex}" stroke="#00000022" stroke-width="4"${transform}/></svg>`;
}
