/**
 * The markets' flags as shapes, drawn as inline SVG next to the market switcher's
 * text. Emoji flags are not an option there: Windows has no flag emoji and shows
 * two letters ("SE") instead, and some Linux browsers show empty boxes. The
 * select's options, which can only hold text, keep the emoji.
 */
import type { MarketCode } from "#lib/markets/markets.ts";

export interface FlagShape {
  fill: string;
  /** x, y, width, height in the flag's own units. */
  rect: readonly [number, number, number, number];
}

export interface FlagDrawing {
  /** The official proportions: width and height in the units of `shapes`. */
  width: number;
  height: number;
  background: string;
  shapes: readonly FlagShape[];
  /** Mostly white flags get a hairline edge, or they vanish on a light bar. */
  outlined: boolean;
}

/** A Nordic cross: the vertical bar at `x` wide `w`, the horizontal bar at `y` high `h`. */
function cross(fill: string, width: number, height: number, x: number, w: number, y: number, h: number): FlagShape[] {
  return [
    { fill, rect: [x, 0, w, height] },
    { fill, rect: [0, y, width, h] },
  ];
}

/** Bands from top to bottom (`vertical` false) or left to right. */
function bands(colours: readonly string[], width: number, height: number, vertical = false): FlagShape[] {
  const n = colours.length;
  return colours.map((fill, i) => ({
    fill,
    rect: vertical ? [(i * width) / n, 0, width / n, height] : [0, (i * height) / n, width, height / n],
  }));
}

export const FLAGS: Readonly<Record<MarketCode, FlagDrawing>> = {
  // Sweden 5:2:9 × 4:2:4.
  se: { width: 16, height: 10, background: "#006aa7", shapes: cross("#fecc02", 16, 10, 5, 2, 4, 2), outlined: false },
  // Norway 6:1:2:1:12 × 6:1:2:1:6: a white cross with a blue one inside.
  no: {
    width: 22,
    height: 16,
    background: "#ba0c2f",
    shapes: [...cross("#ffffff", 22, 16, 6, 4, 6, 4), ...cross("#00205b", 22, 16, 7, 2, 7, 2)],
    outlined: false,
  },
  // Denmark 12:4:21 × 12:4:12.
  dk: { width: 37, height: 28, background: "#c8102e", shapes: cross("#ffffff", 37, 28, 12, 4, 12, 4), outlined: false },
  // Finland 5:3:10 × 4:3:4.
  fi: { width: 18, height: 11, background: "#ffffff", shapes: cross("#002f6c", 18, 11, 5, 3, 4, 3), outlined: true },
  nl: { width: 9, height: 6, background: "#ffffff", shapes: bands(["#ae1c28", "#ffffff", "#21468b"], 9, 6), outlined: false },
  de: { width: 5, height: 3, background: "#000000", shapes: bands(["#000000", "#dd0000", "#ffce00"], 5, 3), outlined: false },
  fr: {
    width: 3,
    height: 2,
    background: "#ffffff",
    shapes: bands(["#002654", "#ffffff", "#ce1126"], 3, 2, true),
    outlined: false,
  },
  pl: { width: 8, height: 5, background: "#ffffff", shapes: bands(["#ffffff", "#dc143c"], 8, 5), outlined: true },
};
