/**
 * Every kind of product the catalog sells, each with its own drawing: the
 * generator's nouns (site/lib/commerce/catalog/vocabulary.ts) and the gift card. A drawing
 * gets the product's look (colour, pattern) and the side it is seen from; its
 * frame places it in the 600 × 750 picture and names the spot a detail view
 * zooms in on.
 */
import type { NounKey } from "#lib/commerce/catalog/vocabulary.ts";
import {
  backpack,
  backpackBack,
  beanie,
  belt,
  cap,
  giftCard,
  giftCardBack,
  glove,
  gymBag,
  hairClips,
  headband,
  mitten,
  necklace,
  scrunchie,
  sock,
  sunHat,
  woolSock,
} from "./accessories.ts";
import { briefs, dress, skirt, trousers } from "./bottoms.ts";
import { at, bow, C, dots, knitted, lay, shade, tint, twill } from "./ink.ts";
import {
  balletFlat,
  chelseaBoot,
  dressShoe,
  firstShoe,
  highTop,
  pair,
  pairFromAbove,
  sandal,
  slide,
  slipper,
  sneaker,
  soleFromBelow,
  sportShoe,
  welly,
  winterBoot,
} from "./shoes.ts";
import { snowsuit, swimsuit, top } from "./tops.ts";

/** What a style word in a name shows; styles that do not show (organic, stretch) are plain. */
export const PATTERNS = [
  "plain",
  "striped",
  "checked",
  "floral",
  "patterned",
  "print",
  "glitter",
  "ribbed",
  "cable",
  "wool",
  "quilted",
  "hood",
  "reflective",
  "lined",
  "waterproof",
  "ruffles",
  "lace",
  "bow",
  "pompom",
  "laces",
  "velcro",
  "leather",
  "suede",
  "distressed",
] as const;
export type Pattern = (typeof PATTERNS)[number];

export interface Look {
  color: string;
  /** The product's colour with its pattern (stripes, checks, flowers…) as a fill. */
  fill: string;
  /** The second colour of stripes, prints and trims. */
  accent: string;
  /** The colour behind the drawing (a scrunchie's hole shows it). */
  backdrop: string;
  pattern: Pattern;
  back: boolean;
}

export interface Frame {
  x: number;
  y: number;
  s: number;
  /** Where the detail view looks, in picture coordinates. */
  detail: readonly [number, number];
}

interface KindDrawing {
  frame: Frame;
  draw: (look: Look) => string;
  /** Things that look the same from behind (a beanie, a necklace) have no back view. */
  noBack?: true;
}

const TOP_FRAME: Frame = { x: 300, y: 410, s: 1.15, detail: [300, 230] };
const HOOD_FRAME: Frame = { x: 300, y: 440, s: 1.05, detail: [300, 200] };
const PANTS_FRAME: Frame = { x: 300, y: 375, s: 1.45, detail: [330, 200] };
const SHORTS_FRAME: Frame = { x: 300, y: 470, s: 1.5, detail: [330, 280] };
const SHOE_FRAME: Frame = { x: 280, y: 500, s: 1.8, detail: [250, 370] };
const ABOVE_FRAME: Frame = { x: 300, y: 380, s: 1.45, detail: [300, 250] };

const is = (look: Look, ...patterns: Pattern[]) => patterns.includes(look.pattern);

/** A printed star on the chest instead of an all-over print, as T-shirts and sweatshirts have it. */
/** Denim shows its twill when it has no other pattern. */
const denim = (look: Look) => (look.pattern === "plain" || look.pattern === "distressed" ? twill(look.color, 7) : look.fill);
/** Knits show their stitches even when plain. */
const knit = (look: Look) => (look.pattern === "plain" ? knitted(look.color, 12) : look.fill);
const chest = (look: Look) => (look.pattern === "print" ? { fill: look.color, motif: look.accent } : { fill: look.fill });
const hoodLining = (look: Look) => (is(look, "lined") ? look.accent : tint(look.color, 0.55));

/** Shoes in profile: one shoe, or (from the back) the pair side by side. */
function sideShoe(draw: (o: Parameters<typeof sneaker>[0]) => string, options: (look: Look) => Parameters<typeof sneaker>[0]) {
  return (look: Look) => {
    const o = options(look);
    return look.back ? at(pair(draw, o), { x: 0, y: 10, s: 0.72 }) : lay(draw(o), { x: 0, y: 0 });
  };
}

/** Shoes seen from above: the pair, or one with the other's sole beside it. */
function aboveShoe(draw: (o: Parameters<typeof sneaker>[0]) => string, options: (look: Look) => Parameters<typeof sneaker>[0]) {
  return (look: Look) => {
    const o = options(look);
    return look.back
      ? lay(draw(o), { x: -80, y: 0, r: -8 }) + lay(soleFromBelow(o), { x: 90, y: 0, r: 8 })
      : pairFromAbove(draw, o);
  };
}

/** Two pieces as a set (pyjamas, tracksuits, rain sets): the top over the trousers. */
function set(upper: string, lower: string): string {
  return lay(lower, { x: 60, y: 165, s: 0.7, r: 4 }) + lay(upper, { x: -40, y: -118, s: 0.7, r: -4 });
}

const withBack = (look: Look) => ({ back: look.back });

export type Kind = NounKey | "giftCard";

export const KINDS: Record<Kind, KindDrawing> = {
  // Sweaters, knits and tops ---------------------------------------------------------
  zipHoodie: {
    frame: HOOD_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        ...chest(l),
        hood: hoodLining(l),
        zip: "full",
        pocket: "welt",
        knit: true,
        drawstring: true,
        ...withBack(l),
      }),
  },
  hoodie: {
    frame: HOOD_FRAME,
    draw: (l) =>
      top({ color: l.color, ...chest(l), hood: hoodLining(l), pocket: "kangaroo", knit: true, drawstring: true, ...withBack(l) }),
  },
  sweatshirt: {
    frame: TOP_FRAME,
    draw: (l) => top({ color: l.color, ...chest(l), collar: "crew", knit: true, trim: shade(l.color, 0.08), ...withBack(l) }),
  },
  cardigan: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: knit(l),
        collar: "vee",
        buttons: true,
        knit: true,
        cables: is(l, "cable"),
        pocket: "patch",
        ...withBack(l),
      }),
  },
  knitSweater: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: knit(l),
        collar: "crew",
        knit: true,
        cables: is(l, "cable"),
        trim: l.pattern === "patterned" ? l.accent : shade(l.color, 0.06),
        ...withBack(l),
      }),
  },
  fleece: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: l.pattern === "plain" ? dots(l.color, tint(l.color, 0.18), 22, 4) : l.fill,
        collar: "stand",
        zip: "half",
        trim: shade(l.color, 0.15),
        pocket: "chest",
        ...withBack(l),
      }),
  },
  tee: {
    frame: TOP_FRAME,
    draw: (l) => top({ color: l.color, ...chest(l), sleeves: "short", collar: "crew", ...withBack(l) }),
  },
  longTee: {
    frame: TOP_FRAME,
    draw: (l) => top({ color: l.color, ...chest(l), collar: "crew", trim: shade(l.color, 0.04), ...withBack(l) }),
  },
  shirt: {
    frame: TOP_FRAME,
    draw: (l) => top({ color: l.color, fill: l.fill, collar: "shirt", buttons: true, pocket: "chest", ...withBack(l) }),
  },
  blouse: {
    frame: TOP_FRAME,
    draw: (l) => top({ color: l.color, fill: l.fill, sleeves: "short", collar: "round", buttons: true, ...withBack(l) }),
  },
  top: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        ...chest(l),
        sleeves: "none",
        straps: true,
        collar: "scoop",
        trim: shade(l.color, 0.1),
        ...withBack(l),
      }),
  },
  undershirt: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: l.pattern === "print" ? l.fill : l.fill,
        sleeves: "none",
        straps: true,
        collar: "scoop",
        trim: shade(l.color, 0.04),
        knit: true,
        ...withBack(l),
      }),
  },
  uvTop: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        ...chest(l),
        collar: "stand",
        zip: "half",
        stripe: l.accent,
        trim: shade(l.color, 0.1),
        ...withBack(l),
      }),
  },
  sportsTop: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        ...chest(l),
        sleeves: "short",
        collar: "vee",
        stripe: l.accent,
        reflectors: is(l, "reflective"),
        ...withBack(l),
      }),
  },
  blazer: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: l.fill,
        collar: "lapel",
        buttons: true,
        pocket: "welt",
        trim: shade(l.color, 0.06),
        ...withBack(l),
      }),
  },
  // Outerwear -----------------------------------------------------------------------
  winterJacket: {
    frame: HOOD_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: l.fill,
        hood: is(l, "lined") ? l.accent : C.cream,
        quilted: true,
        zip: "full",
        pocket: "welt",
        trim: shade(l.color, 0.12),
        reflectors: is(l, "reflective"),
        ...withBack(l),
      }),
  },
  transitionJacket: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: l.fill,
        collar: is(l, "hood") ? undefined : "stand",
        hood: is(l, "hood") ? hoodLining(l) : undefined,
        zip: "full",
        quilted: is(l, "quilted"),
        pocket: "welt",
        reflectors: is(l, "reflective"),
        ...withBack(l),
      }),
  },
  rainJacket: {
    frame: HOOD_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: l.fill,
        hood: hoodLining(l),
        snaps: true,
        pocket: "welt",
        trim: shade(l.color, 0.05),
        reflectors: is(l, "reflective"),
        ...withBack(l),
      }),
  },
  vest: {
    frame: TOP_FRAME,
    draw: (l) =>
      top({
        color: l.color,
        fill: l.fill,
        sleeves: "none",
        collar: "stand",
        zip: "full",
        quilted: true,
        pocket: "welt",
        trim: shade(l.color, 0.15),
        reflectors: is(l, "reflective"),
        ...withBack(l),
      }),
  },
  snowsuit: {
    frame: { x: 300, y: 380, s: 0.98, detail: [300, 230] },
    draw: (l) => snowsuit(l.color, l.fill, l.back),
  },
  rainSet: {
    frame: { x: 300, y: 375, s: 1.05, detail: [260, 200] },
    draw: (l) =>
      set(
        top({
          color: l.color,
          fill: l.fill,
          hood: hoodLining(l),
          snaps: true,
          pocket: "welt",
          reflectors: is(l, "reflective"),
          ...withBack(l),
        }),
        trousers({ color: l.color, fill: l.fill, braces: shade(l.color, 0.2), knees: true, ...withBack(l) }),
      ),
  },
  rainTrousers: {
    frame: { x: 300, y: 430, s: 1.2, detail: [300, 110] },
    draw: (l) =>
      trousers({
        color: l.color,
        fill: l.fill,
        braces: shade(l.color, 0.2),
        knees: true,
        stripe: is(l, "reflective") ? "#dfe4ea" : undefined,
        ...withBack(l),
      }),
  },
  // Trousers, shorts, tights ------------------------------------------------------------
  jeansSlim: {
    frame: PANTS_FRAME,
    draw: (l) =>
      trousers({ color: l.color, fill: denim(l), jeans: true, fit: "slim", rips: is(l, "distressed"), ...withBack(l) }),
  },
  jeansRegular: {
    frame: PANTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: denim(l), jeans: true, rips: is(l, "distressed"), ...withBack(l) }),
  },
  jeansWide: {
    frame: { ...PANTS_FRAME, s: 1.4 },
    draw: (l) =>
      trousers({ color: l.color, fill: denim(l), jeans: true, fit: "wide", rips: is(l, "distressed"), ...withBack(l) }),
  },
  chinos: {
    frame: PANTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: l.fill, crease: true, fit: "slim", ...withBack(l) }),
  },
  cargo: {
    frame: PANTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: l.fill, cargo: true, fit: "wide", ...withBack(l) }),
  },
  joggers: {
    frame: PANTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: l.fill, cuffs: shade(l.color, 0.1), drawstring: true, ...withBack(l) }),
  },
  tracksuit: {
    frame: { x: 300, y: 375, s: 1.05, detail: [260, 200] },
    draw: (l) =>
      set(
        top({
          color: l.color,
          ...chest(l),
          collar: "stand",
          zip: "full",
          stripe: l.accent,
          trim: shade(l.color, 0.1),
          ...withBack(l),
        }),
        trousers({
          color: l.color,
          fill: l.fill,
          cuffs: shade(l.color, 0.1),
          drawstring: true,
          stripe: l.accent,
          ...withBack(l),
        }),
      ),
  },
  shorts: {
    frame: SHORTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: l.fill, short: true, crease: true, ...withBack(l) }),
  },
  denimShorts: {
    frame: SHORTS_FRAME,
    draw: (l) =>
      trousers({ color: l.color, fill: denim(l), short: true, jeans: true, rips: is(l, "distressed"), ...withBack(l) }),
  },
  sportsShorts: {
    frame: SHORTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: l.fill, short: true, drawstring: true, stripe: l.accent, ...withBack(l) }),
  },
  swimShorts: {
    frame: SHORTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: l.fill, short: true, drawstring: true, hem: l.accent, ...withBack(l) }),
  },
  leggings: {
    frame: PANTS_FRAME,
    draw: (l) => trousers({ color: l.color, fill: l.fill, fit: "tight", ...withBack(l) }),
  },
  sportsTights: {
    frame: PANTS_FRAME,
    draw: (l) =>
      trousers({
        color: l.color,
        fill: l.fill,
        fit: "tight",
        stripe: is(l, "reflective") ? "#dfe4ea" : l.accent,
        ...withBack(l),
      }),
  },
  tights: {
    frame: { ...PANTS_FRAME, y: 350, s: 1.35 },
    draw: (l) => trousers({ color: l.color, fill: l.fill, fit: "tight", feet: true, ...withBack(l) }),
  },
  // Dresses and skirts -----------------------------------------------------------------
  dress: {
    frame: { x: 300, y: 390, s: 1.25, detail: [300, 260] },
    draw: (l) =>
      dress({
        color: l.color,
        fill: l.fill,
        sleeves: "puff",
        collar: C.white,
        sash: shade(l.color, 0.12),
        ruffle: is(l, "ruffles") ? tint(l.color, 0.4) : undefined,
        ...withBack(l),
      }),
  },
  nightdress: {
    frame: { x: 300, y: 370, s: 1.3, detail: [300, 190] },
    draw: (l) =>
      dress({
        color: l.color,
        fill: l.fill,
        sleeves: "short",
        straight: true,
        bow: l.accent,
        ruffle: tint(l.color, 0.45),
        ...withBack(l),
      }),
  },
  skirt: {
    frame: { x: 300, y: 400, s: 1.4, detail: [320, 260] },
    draw: (l) => skirt({ color: l.color, fill: l.fill, back: l.back }),
  },
  tulleSkirt: {
    frame: { x: 300, y: 380, s: 1.35, detail: [320, 260] },
    draw: (l) => skirt({ color: l.color, fill: l.fill, tulle: true, back: l.back }),
  },
  pyjamas: {
    frame: { x: 300, y: 375, s: 1.05, detail: [260, 200] },
    draw: (l) =>
      set(
        top({ color: l.color, fill: l.fill, collar: "shirt", buttons: true, trim: l.accent, ...withBack(l) }),
        trousers({ color: l.color, fill: l.fill, cuffs: l.accent, ...withBack(l) }),
      ),
  },
  // Underwear and swimwear ---------------------------------------------------------------
  boxers: {
    frame: { x: 300, y: 640, s: 2, detail: [300, 330] },
    draw: (l) => trousers({ color: l.color, fill: l.fill, trunk: true, stripe: l.accent, ...withBack(l) }),
  },
  briefs: {
    frame: { x: 300, y: 380, s: 1.7, detail: [300, 270] },
    draw: (l) => briefs(l.color, l.fill, l.back),
  },
  bra: {
    frame: { x: 300, y: 460, s: 1.6, detail: [300, 300] },
    draw: (l) => swimsuit({ color: l.color, fill: l.fill, cut: "bra", back: l.back }),
  },
  sportsBra: {
    frame: { x: 300, y: 460, s: 1.6, detail: [300, 300] },
    draw: (l) => swimsuit({ color: l.color, fill: l.fill, cut: "sports-bra", back: l.back }),
  },
  swimsuit: {
    frame: { x: 300, y: 390, s: 1.45, detail: [300, 260] },
    draw: (l) => swimsuit({ color: l.color, fill: l.fill, cut: "swimsuit", back: l.back, ruffle: is(l, "ruffles") }),
  },
  bikini: {
    frame: { x: 300, y: 390, s: 1.5, detail: [300, 250] },
    draw: (l) => swimsuit({ color: l.color, fill: l.fill, cut: "bikini", back: l.back, ruffle: is(l, "ruffles") }),
  },
  socks: {
    frame: { x: 300, y: 380, s: 1.5, detail: [340, 540] },
    draw: (l) => {
      const one = is(l, "patterned", "wool") ? woolSock(l.color, l.accent) : sock(l.color, shade(l.color, 0.15), l.fill);
      return l.back ? lay(one, { x: -50, y: 0, r: -6 }) + lay(one, { x: 60, y: 30, r: 8, flip: true }) : lay(one, { x: 0, y: 0 });
    },
  },
  // Shoes --------------------------------------------------------------------------------
  sneakersLow: {
    frame: SHOE_FRAME,
    draw: sideShoe(sneaker, (l) => ({ color: l.color, fill: l.fill, accent: l.accent, laces: is(l, "laces") })),
  },
  sneakersHigh: {
    frame: { ...SHOE_FRAME, y: 540 },
    draw: sideShoe(highTop, (l) => ({ color: l.color, fill: l.fill, accent: l.accent, laces: is(l, "laces") })),
  },
  winterBoots: {
    frame: { ...SHOE_FRAME, y: 540 },
    draw: sideShoe(winterBoot, (l) => ({
      color: l.color,
      fill: l.fill,
      laces: !is(l, "velcro"),
      lining: is(l, "lined") ? l.accent : undefined,
    })),
  },
  chelseaBoots: { frame: { ...SHOE_FRAME, y: 540 }, draw: sideShoe(chelseaBoot, (l) => ({ color: l.color, fill: l.fill })) },
  rubberBoots: {
    frame: { ...SHOE_FRAME, y: 580, s: 1.4 },
    draw: sideShoe(welly, (l) => ({ color: l.color, fill: l.fill, sole: shade(l.color, 0.45) })),
  },
  sandals: { frame: ABOVE_FRAME, draw: aboveShoe(sandal, (l) => ({ color: l.color, fill: l.fill })) },
  slides: { frame: ABOVE_FRAME, draw: aboveShoe(slide, (l) => ({ color: l.color, fill: l.fill })) },
  slippers: {
    frame: ABOVE_FRAME,
    draw: aboveShoe(slipper, (l) => ({ color: l.color, fill: l.fill, lining: is(l, "lined") ? l.accent : C.cream })),
  },
  ballerinas: {
    frame: ABOVE_FRAME,
    draw: aboveShoe(balletFlat, (l) => ({ color: l.color, fill: l.fill, accent: is(l, "bow") ? l.accent : undefined })),
  },
  loafers: {
    frame: SHOE_FRAME,
    draw: sideShoe(
      (o) => dressShoe(o, true),
      (l) => ({ color: l.color, fill: l.fill }),
    ),
  },
  laceUps: { frame: SHOE_FRAME, draw: sideShoe(dressShoe, (l) => ({ color: l.color, fill: l.fill })) },
  sportsShoes: { frame: SHOE_FRAME, draw: sideShoe(sportShoe, (l) => ({ color: l.color, fill: l.fill, accent: l.accent })) },
  runningShoes: {
    frame: SHOE_FRAME,
    draw: sideShoe(
      (o) => sportShoe(o, true),
      (l) => ({ color: l.color, fill: l.fill, accent: l.accent }),
    ),
  },
  firstShoes: { frame: { ...SHOE_FRAME, s: 1.7 }, draw: sideShoe(firstShoe, (l) => ({ color: l.color, fill: l.fill })) },
  // Accessories ---------------------------------------------------------------------------
  cap: {
    frame: { x: 270, y: 420, s: 1.2, detail: [300, 330] },
    draw: (l) => (l.back ? at(cap(l.color, l.fill), { x: 60, y: 0, flip: true }) : cap(l.color, l.fill)),
  },
  beanie: {
    noBack: true,
    frame: { x: 300, y: 420, s: 1.6, detail: [300, 300] },
    draw: (l) => beanie(l.color, l.fill, is(l, "pompom") ? l.accent : undefined),
  },
  sunHat: {
    noBack: true,
    frame: { x: 300, y: 420, s: 1.25, detail: [300, 340] },
    draw: (l) => sunHat(l.color, l.accent, l.fill),
  },
  backpack: {
    frame: { x: 300, y: 400, s: 1.3, detail: [300, 260] },
    draw: (l) =>
      l.back
        ? backpackBack(l.color)
        : backpack(l.color, l.fill === l.color ? shade(l.color, 0.12) : l.fill, l.accent, is(l, "reflective")),
  },
  gymBag: {
    noBack: true,
    frame: { x: 300, y: 390, s: 1.35, detail: [300, 200] },
    draw: (l) => gymBag(l.color, l.fill),
  },
  mittens: {
    frame: { x: 300, y: 360, s: 1.25, detail: [230, 300] },
    draw: (l) => {
      const one = mitten(l.color, shade(l.color, 0.1), l.accent, l.fill);
      return l.back
        ? lay(one, { x: 0, y: 0, s: 1.3 })
        : lay(one, { x: -90, y: 0, r: -8 }) + lay(one, { x: 90, y: 0, r: 8, flip: true });
    },
  },
  gloves: {
    frame: { x: 300, y: 400, s: 1.25, detail: [230, 300] },
    draw: (l) => {
      const one = glove(l.color, l.fill);
      return l.back
        ? lay(one, { x: 0, y: 0, s: 1.3, flip: true })
        : lay(one, { x: -90, y: 0, r: -8 }) + lay(one, { x: 90, y: 0, r: 8, flip: true });
    },
  },
  belt: {
    frame: { x: 300, y: 375, s: 1.3, detail: [200, 375] },
    draw: (l) =>
      l.back
        ? at(belt(l.color, l.fill), { x: 0, y: 0, r: 90 })
        : at(belt(l.color, l.fill), { x: 0, y: -60 }) + at(belt(l.color, l.fill), { x: 0, y: 60, r: 180 }),
  },
  hairClips: {
    noBack: true,
    frame: { x: 300, y: 375, s: 1.4, detail: [240, 330] },
    draw: (l) => hairClips(l.color, l.fill) + (is(l, "bow") ? at(bow(l.accent), { x: 60, y: -40, s: 0.9 }) : ""),
  },
  scrunchie: {
    noBack: true,
    frame: { x: 300, y: 375, s: 1.45, detail: [300, 260] },
    draw: (l) => lay(scrunchie(l.color, l.fill, l.backdrop), { x: 0, y: 0 }),
  },
  necklace: {
    noBack: true,
    frame: { x: 300, y: 308, s: 1.5, detail: [300, 590] },
    draw: (l) => necklace(l.color, l.fill),
  },
  headband: {
    noBack: true,
    frame: { x: 300, y: 400, s: 1.4, detail: [300, 200] },
    draw: (l) => headband(l.color, l.fill) + (is(l, "bow") ? at(bow(l.accent), { x: 100, y: -130, s: 0.9, r: 30 }) : ""),
  },
  giftCard: {
    frame: { x: 300, y: 375, s: 1.25, detail: [360, 300] },
    draw: (l) => (l.back ? giftCardBack(l.color) : giftCard(l.color, C.gold, undefined, C.white)),
  },
};

export const KIND_NAMES = Object.keys(KINDS) as Kind[];

const slugOf = (kind: Kind) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
// Made once: a listing names a kind in a dozen picture URLs per card.
const SLUGS = new Map(KIND_NAMES.map((kind) => [kind, slugOf(kind)]));
/** The kind's name in a URL: `winterJacket` → `winter-jacket`. */
export const kindSlug = (kind: Kind) => SLUGS.get(kind) ?? slugOf(kind);
const BY_SLUG = new Map(KIND_NAMES.map((kind) => [kindSlug(kind), kind]));
export const kindOfSlug = (slug: string): Kind | null => BY_SLUG.get(slug) ?? null;
