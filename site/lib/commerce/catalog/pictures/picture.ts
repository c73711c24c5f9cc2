/**
 * Product pictures, drawn on request: the drawing of the product's kind in its
 * colour and pattern, seen from the front, the back, or close up. The URL names
 * everything a picture depends on, so it is cached forever and never touches the
 * database:
 *
 *   /media/products/winter-jacket.quilted.c0392b.front.600.svg
 *                   kind          pattern  colour view  width
 */
import type { Language } from "#lib/markets/markets.ts";
import {
  C,
  checks,
  colourwork,
  contrast,
  defs,
  dots,
  flowers,
  glitter,
  knitted,
  luminance,
  ribbing,
  sheen,
  stripes,
} from "./ink.ts";
import { KINDS, type Kind, kindOfSlug, kindSlug, type Look, PATTERNS, type Pattern } from "./kinds.ts";
import { productKind } from "./product-kind.ts";

export const PICTURE_RATIO = 5 / 4;
/** The widths a picture is drawn at, for `srcset`: a phone's card, a desktop card, a product page. */
export const PICTURE_WIDTHS = [240, 360, 480, 720, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** A product's gallery: the drawing from the front, from the back, and a close-up of its detail. */
export const VIEWS = ["front", "back", "detail"] as const;
export type View = (typeof VIEWS)[number];

export interface ProductPicture {
  kind: Kind;
  pattern: Pattern;
  /** Six lowercase hex digits. */
  colour: string;
}

/** The picture of a product from what the page has: its category, name (in `language`) and colour. */
export function productPicture(categoryId: number, name: string, language: Language, colourHex: string): ProductPicture {
  const { kind, pattern } = productKind(categoryId, name, language);
  return { kind, pattern, colour: colourHex.replace("#", "").toLowerCase() };
}

/** The views a product's gallery shows: front, back (unless it looks the same from behind), close-up. */
export function pictureViews(picture: ProductPicture): View[] {
  return KINDS[picture.kind].noBack ? ["front", "detail"] : ["front", "back", "detail"];
}

const pathBefore = (picture: ProductPicture, view: View) =>
  `/media/products/${kindSlug(picture.kind)}.${picture.pattern}.${picture.colour}.${view}.`;

export function picturePath(picture: ProductPicture, view: View, width: PictureWidth): string {
  return `${pathBefore(picture, view)}${width}.svg`;
}

/** `srcset` of one view at every width. */
export function pictureSrcset(picture: ProductPicture, view: View): string {
  const before = pathBefore(picture, view);
  return PICTURE_WIDTHS.map((width) => `${before}${width}.svg ${width}w`).join(", ");
}

/** Reads a file name back; null for anything else, so the route can answer 404. */
export function parsePicture(file: string): { picture: ProductPicture; view: View; width: PictureWidth } | null {
  const m = /^([a-z-]{2,40})\.([a-z]{3,20})\.([0-9a-f]{6})\.([a-z]{4,6})\.(\d{3})\.svg$/.exec(file);
  if (!m) return null;
  const kind = kindOfSlug(m[1] ?? "");
  const pattern = m[2] as Pattern;
  const view = m[4] as View;
  const width = Number(m[5]) as PictureWidth;
  if (!kind || !PATTERNS.includes(pattern) || !VIEWS.includes(view) || !PICTURE_WIDTHS.includes(width)) return null;
  return { picture: { kind, pattern, colour: m[3] ?? "" }, view, width };
}

// Colours ---------------------------------------------------------------------------

/** The backdrop of most pictures: a warm off-white. */
const PALE = "#f3efe9";
/** The backdrop of light garments (white, cream, pale yellow, pink), which would vanish on the pale one. */
const DEEP = "#6f8290";
/** The least contrast (WCAG ratio) between a product's colour and its backdrop. */
export const CONTRAST_FLOOR = 2;

export function backdropFor(colour: string): string {
  return contrast(colour, PALE) >= CONTRAST_FLOOR ? PALE : DEEP;
}

/** The second colour of stripes and prints: navy on light colours, cream on dark ones. */
function accentFor(colour: string): string {
  return luminance(colour) > 0.3 ? C.navy : C.cream;
}

function fillFor(pattern: Pattern, color: string, accent: string): string {
  switch (pattern) {
    case "striped":
      return stripes(color, accent, 18);
    case "checked":
      return checks(color, accent === C.navy ? C.navy : C.cream, 40);
    case "floral":
      return flowers(color, accent === C.navy ? C.coral : C.pink, C.gold, 72);
    case "patterned":
      return colourwork(color, accent, 40);
    case "print":
      return dots(color, accent, 44, 6);
    case "glitter":
      return glitter(color, 26);
    case "ribbed":
      return ribbing(color, 12);
    case "cable":
    case "wool":
      return knitted(color, 12);
    case "leather":
    case "suede":
    case "waterproof":
      return sheen(color);
    default:
      return color;
  }
}

// Drawing -----------------------------------------------------------------------------

const W = 600;
const H = 750;
/** The detail view shows a third of the picture's width. */
const ZOOM = 2.4;

export function pictureSvg(picture: ProductPicture, view: View, width: PictureWidth): string {
  const color = `#${picture.colour}`;
  const accent = accentFor(color);
  const backdrop = backdropFor(color);
  defs.clear();
  const look: Look = {
    color,
    accent,
    backdrop,
    pattern: picture.pattern,
    back: view === "back",
    fill: fillFor(picture.pattern, color, accent),
  };
  const { frame, draw } = KINDS[picture.kind];
  const body = `<g transform="translate(${frame.x} ${frame.y}) scale(${frame.s})">${draw(look)}</g>`;
  const box =
    view === "detail"
      ? `${Math.round(frame.detail[0] - W / ZOOM / 2)} ${Math.round(frame.detail[1] - H / ZOOM / 2)} ${Math.round(W / ZOOM)} ${Math.round(H / ZOOM)}`
      : `0 0 ${W} ${H}`;
  const shadow = `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#28304a" flood-opacity=".22"/></filter>`;
  const extra = [...defs.values()].join("");
  defs.clear();
  const height = Math.round(width * PICTURE_RATIO);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}" aria-hidden="true"><defs>${shadow}${extra}</defs><rect x="-600" y="-750" width="1800" height="2250" fill="${backdrop}"/><g filter="url(#sh)">${body}</g></svg>`;
}
