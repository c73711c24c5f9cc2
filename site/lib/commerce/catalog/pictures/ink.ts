/**
 * The drawing kit shared by the product pictures and the editorial illustrations
 * (seed/assets/editorial/draw.ts): colours, SVG markup helpers, and fills (stripes,
 * dots, sheen) collected as definitions per picture. Objects are drawn in their own
 * coordinates, about 400 units tall and centred on 0 0.
 */

export function rgb(hex: string): number[] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` moved towards `b` by `t` (0…1). */
export function mix(a: string, b: string, t: number): string {
  const y = rgb(b);
  const parts = rgb(a).map((c, i) => Math.round(c + ((y[i] ?? 0) - c) * t));
  return `#${parts.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
export const shade = (hex: string, t = 0.15) => mix(hex, "#1b2131", t);
export const tint = (hex: string, t = 0.3) => mix(hex, "#ffffff", t);

export const C = {
  snow: "#f5f7f9",
  ice: "#c9dae7",
  red: "#d6533e",
  navy: "#2f3f5e",
  mustard: "#f1b63d",
  brown: "#8e5d3e",
  sole: "#4b3629",
  cream: "#f4ebdb",
  oat: "#e9dfcf",
  sage: "#a9bba2",
  moss: "#7f9a6c",
  forest: "#2f5a48",
  gold: "#d9a843",
  blush: "#f4dbd2",
  pink: "#ef9fa6",
  turquoise: "#48b3ad",
  sky: "#cfe3f0",
  paleBlue: "#dbe8f1",
  paleGrey: "#eceef0",
  paleYellow: "#f9edc6",
  sunny: "#f7d66a",
  deepBlue: "#28466f",
  coral: "#ee8a6f",
  denim: "#4f6f9c",
  white: "#fbfaf7",
  ink: "#3b4256",
  wood: "#e4c89c",
  grey: "#aab1bb",
  teal: "#3f8f8c",
  sand: "#eadfcd",
};

// Markup -----------------------------------------------------------------------------

export const n = (v: number) => Math.round(v * 10) / 10;

/** A filled path. */
export const p = (d: string, fill: string, more = "") => `<path d="${d}" fill="${fill}"${more}/>`;

/** A stroked line (seams, stitching, laces). */
export const s = (d: string, stroke: string, width = 4, more = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${more}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, more = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${more}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${more}/>`;

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, more = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${more}/>`;

/** The right half mirrored to the left. */
export const mirror = (body: string) => `<g transform="scale(-1 1)">${body}</g>`;
export const both = (body: string) => body + mirror(body);

export interface Pos {
  x: number;
  y: number;
  s?: number;
  r?: number;
  flip?: boolean;
}

export function at(body: string, { x, y, s: k = 1, r = 0, flip = false }: Pos): string {
  const t = [`translate(${n(x)} ${n(y)})`];
  if (r) t.push(`rotate(${r})`);
  if (k !== 1 || flip) t.push(flip ? `scale(${-k} ${k})` : `scale(${k})`);
  return `<g transform="${t.join(" ")}">${body}</g>`;
}

/** Places an object with the soft drop shadow (the shadow falls straight down). */
export const lay = (body: string, pos: Pos) => `<g filter="url(#sh)">${at(body, pos)}</g>`;

/** Lines between two edges, e.g. the ribs of a knitted cuff. */
export function ribs(a0: number[], a1: number[], b0: number[], b1: number[], count: number, stroke: string, width = 3): string {
  const d: string[] = [];
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const lerp = (u: number[], v: number[], k: number) => (u[k] ?? 0) + ((v[k] ?? 0) - (u[k] ?? 0)) * t;
    d.push(`M${n(lerp(a0, a1, 0))} ${n(lerp(a0, a1, 1))}L${n(lerp(b0, b1, 0))} ${n(lerp(b0, b1, 1))}`);
  }
  return s(d.join(""), stroke, width, ' stroke-opacity=".5"');
}

// Shared definitions (patterns, gradients), collected per picture.

export const defs = new Map<string, string>();

export function stripes(a: string, b: string, size: number): string {
  const id = `st${a.slice(1)}${b.slice(1)}`;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="10" height="${size * 2}">${rect(0, 0, 10, size, 0, a)}${rect(0, size, 10, size, 0, b)}</pattern>`,
  );
  return `url(#${id})`;
}

export function dots(bg: string, dot: string, step: number, r: number): string {
  const id = `dt${bg.slice(1)}${dot.slice(1)}`;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, bg)}${circle(step / 4, step / 4, r, dot)}${circle((3 * step) / 4, (3 * step) / 4, r, dot)}</pattern>`,
  );
  return `url(#${id})`;
}

/** The soft sheen of velvet or rubber: lighter top left, darker bottom right. */
export function sheen(color: string): string {
  const id = `sn${color.slice(1)}`;
  defs.set(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.2)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.25)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** A small deterministic random generator, so scattered things stay put between runs. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A grid of two crossing stripe sets in a darker tone of `color`: checks (gingham, tartan). */
export function checks(color: string, line: string, size: number): string {
  const id = `ck${color.slice(1)}${line.slice(1)}`;
  const half = size / 2;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}">${rect(0, 0, size, size, 0, color)}${rect(0, 0, half, size, 0, line, ' opacity=".45"')}${rect(0, 0, size, half, 0, line, ' opacity=".45"')}</pattern>`,
  );
  return `url(#${id})`;
}

/** Small five-petal flowers scattered on `bg`. */
export function flowers(bg: string, petal: string, heart: string, step: number): string {
  const id = `fl${bg.slice(1)}${petal.slice(1)}`;
  const flower = (x: number, y: number, r: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const t = (i * 2 * Math.PI) / 5;
      return circle(x + Math.sin(t) * r, y - Math.cos(t) * r, r * 0.75, petal);
    }).join("") + circle(x, y, r * 0.55, heart);
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, bg)}${flower(step / 4, step / 4, step / 10)}${flower((3 * step) / 4, (3 * step) / 4, step / 12)}</pattern>`,
  );
  return `url(#${id})`;
}

/** A knitted colourwork pattern: rows of small diamonds and dots (Nordic style). */
export function colourwork(bg: string, yarn: string, step: number): string {
  const id = `cw${bg.slice(1)}${yarn.slice(1)}`;
  const h = step / 2;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, bg)}${p(`M${h} ${h * 0.3}L${h * 1.5} ${h}L${h} ${h * 1.7}L${h * 0.5} ${h}Z`, yarn)}${circle(0, 0, step / 12, yarn)}${circle(step, 0, step / 12, yarn)}${circle(0, step, step / 12, yarn)}${circle(step, step, step / 12, yarn)}</pattern>`,
  );
  return `url(#${id})`;
}

/** Knit stitches: rows of small V's over the colour, the texture of a knitted piece. */
export function knitted(color: string, step: number): string {
  const id = `kn${color.slice(1)}`;
  const line = shade(color, 0.3);
  const v = `M1 1L${step / 2} ${step - 1}L${step - 1} 1`;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, color)}${s(v, line, 1.6, ' stroke-opacity=".35"')}</pattern>`,
  );
  return `url(#${id})`;
}

/** Denim twill: fine diagonal lines in a lighter tone. */
export function twill(color: string, step: number): string {
  const id = `tw${color.slice(1)}`;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, color)}${s(`M0 ${step}L${step} 0`, tint(color, 0.35), 1.5, ' stroke-opacity=".45"')}</pattern>`,
  );
  return `url(#${id})`;
}

/** Vertical ribs, as on rib knits and ribbed jersey. */
export function ribbing(color: string, step: number): string {
  const id = `rb${color.slice(1)}`;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, color)}${rect(0, 0, step / 3, step, 0, shade(color, 0.3), ' opacity=".35"')}</pattern>`,
  );
  return `url(#${id})`;
}

/** Glitter: tiny light and dark specks that catch the eye. */
export function glitter(color: string, step: number): string {
  const id = `gl${color.slice(1)}`;
  const light = tint(color, 0.7);
  const dark = shade(color, 0.25);
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, color)}${circle(step * 0.2, step * 0.3, 2.2, light)}${circle(step * 0.7, step * 0.15, 1.6, dark)}${circle(step * 0.55, step * 0.7, 2.4, light)}${circle(step * 0.1, step * 0.85, 1.4, dark)}${p(`M${step * 0.85} ${step * 0.45}l2 -6l2 6l6 2l-6 2l-2 6l-2 -6l-6 -2Z`, light)}</pattern>`,
  );
  return `url(#${id})`;
}

/** A six-armed snowflake of stroked lines. */
export function flakeShape(color: string): string {
  return s("M0 -14V14M-12 -7L12 7M-12 7L12 -7M-4 -12L0 -8L4 -12M-4 12L0 8L4 12", color, 3);
}

export function star(color: string, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const t = (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    return `${n(Math.sin(t) * k)} ${n(-Math.cos(t) * k)}`;
  });
  return p(`M${pts.join("L")}Z`, color, ' stroke-linejoin="round"');
}

/** A bow with two loops and two tails, centred on its knot. */
export function bow(color: string): string {
  const dark = shade(color, 0.2);
  return both(p("M2 4L26 52L40 46L12 0Z", dark) + p("M0 0Q44 -40 56 -12Q62 16 0 0Z", color)) + circle(0, 0, 11, dark);
}

// Contrast ---------------------------------------------------------------------------

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = rgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/**
 * The colour of seams and folds on a garment of `color`: darker, except on near-black
 * colours (black, navy), where a darker line would vanish and a lighter one shows.
 */
export function seam(color: string, t: number): string {
  return luminance(color) < 0.03 ? tint(color, t * 0.9) : shade(color, t);
}
