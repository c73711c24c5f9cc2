/**
 * Draws the editorial pictures of the shop (home hero, category tiles, guides,
 * inspiration pages, community looks, member club) as flat SVG illustrations.
 *
 *   node seed/assets/editorial/draw.ts    writes every picture next to this script
 *
 * Each object is a small function drawing it in its own coordinates (about 400
 * units tall, centred on 0 0, shoes standing on y = 0); a scene places objects with
 * `lay()`, which adds the soft shadow. Deterministic: same script, same files.
 */
import { writeFileSync } from "node:fs";

// Colours ---------------------------------------------------------------------------

function rgb(hex: string): number[] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` moved towards `b` by `t` (0…1). */
function mix(a: string, b: string, t: number): string {
  const y = rgb(b);
  const parts = rgb(a).map((c, i) => Math.round(c + ((y[i] ?? 0) - c) * t));
  return `#${parts.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
const shade = (hex: string, t = 0.15) => mix(hex, "#1b2131", t);
const tint = (hex: string, t = 0.3) => mix(hex, "#ffffff", t);

const C = {
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

const n = (v: number) => Math.round(v * 10) / 10;

/** A filled path. */
const p = (d: string, fill: string, more = "") => `<path d="${d}" fill="${fill}"${more}/>`;

/** A stroked line (seams, stitching, laces). */
const s = (d: string, stroke: string, width = 4, more = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${more}/>`;

const circle = (cx: number, cy: number, r: number, fill: string, more = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${more}/>`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${more}/>`;

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, more = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${more}/>`;

/** The right half mirrored to the left. */
const mirror = (body: string) => `<g transform="scale(-1 1)">${body}</g>`;
const both = (body: string) => body + mirror(body);

interface Pos {
  x: number;
  y: number;
  s?: number;
  r?: number;
  flip?: boolean;
}

function at(body: string, { x, y, s: k = 1, r = 0, flip = false }: Pos): string {
  const t = [`translate(${n(x)} ${n(y)})`];
  if (r) t.push(`rotate(${r})`);
  if (k !== 1 || flip) t.push(flip ? `scale(${-k} ${k})` : `scale(${k})`);
  return `<g transform="${t.join(" ")}">${body}</g>`;
}

/** Places an object with the soft drop shadow (the shadow falls straight down). */
const lay = (body: string, pos: Pos) => `<g filter="url(#sh)">${at(body, pos)}</g>`;

/** Lines between two edges, e.g. the ribs of a knitted cuff. */
function ribs(a0: number[], a1: number[], b0: number[], b1: number[], count: number, stroke: string, width = 3): string {
  const d: string[] = [];
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const lerp = (u: number[], v: number[], k: number) => (u[k] ?? 0) + ((v[k] ?? 0) - (u[k] ?? 0)) * t;
    d.push(`M${n(lerp(a0, a1, 0))} ${n(lerp(a0, a1, 1))}L${n(lerp(b0, b1, 0))} ${n(lerp(b0, b1, 1))}`);
  }
  return s(d.join(""), stroke, width, ' stroke-opacity=".5"');
}

// Shared definitions (patterns, gradients), collected per picture.

const defs = new Map<string, string>();

function stripes(a: string, b: string, size: number): string {
  const id = `st${a.slice(1)}${b.slice(1)}`;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="10" height="${size * 2}">${rect(0, 0, 10, size, 0, a)}${rect(0, size, 10, size, 0, b)}</pattern>`,
  );
  return `url(#${id})`;
}

function dots(bg: string, dot: string, step: number, r: number): string {
  const id = `dt${bg.slice(1)}${dot.slice(1)}`;
  defs.set(
    id,
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${step}" height="${step}">${rect(0, 0, step, step, 0, bg)}${circle(step / 4, step / 4, r, dot)}${circle((3 * step) / 4, (3 * step) / 4, r, dot)}</pattern>`,
  );
  return `url(#${id})`;
}

/** The soft sheen of velvet or rubber: lighter top left, darker bottom right. */
function sheen(color: string): string {
  const id = `sn${color.slice(1)}`;
  defs.set(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.2)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.25)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** A small deterministic random generator, so scattered things stay put between runs. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Tops: sweaters, jackets, T-shirts, shirts -------------------------------------------

interface TopOptions {
  color: string;
  /** A fill overriding the plain colour of body and sleeves (stripes, fleece dots). */
  fill?: string;
  sleeves?: "long" | "short";
  /** The colour inside the hood; no hood without it. */
  hood?: string;
  collar?: "crew" | "stand" | "shirt";
  zip?: "full" | "half";
  /** Press studs on a storm flap, as on rain jackets. */
  snaps?: boolean;
  quilted?: boolean;
  cables?: boolean;
  /** Ribbed cuffs and hem, as on sweaters. */
  knit?: boolean;
  pocket?: "kangaroo" | "welt" | "chest";
  /** Colour of cuffs, hem band and collar. */
  trim?: string;
  drawstring?: boolean;
  buttons?: boolean;
  bowTie?: string;
  /** A contrasting stripe down each sleeve. */
  stripe?: string;
}

const BODY = "M-48 -198Q0 -166 48 -198L108 -176Q114 10 112 196Q0 206 -112 196Q-114 10 -108 -176Z";
const BACK_NECK = "M-48 -198Q0 -214 48 -198Q0 -166 -48 -198Z";
const LONG_SLEEVE = "M78 -188Q146 -170 168 -110L214 108L152 128L108 -40Z";
const SHORT_SLEEVE = "M78 -188Q146 -172 170 -130L194 -64L130 -40L108 -86Z";
const CUFF = "M204 64L214 108L152 128L142 86Z";
const HOOD = "M-74 -186Q-96 -290 0 -296Q96 -290 74 -186Z";
const HOOD_INSIDE = "M-52 -186Q-62 -262 0 -268Q62 -262 52 -186Z";

/** Quilting or seam lines across the right sleeve. */
function sleeveLines(ys: number[]): string {
  return ys
    .map((y) => {
      const yo = y - 14;
      return `M${n(108 + ((y + 40) / 168) * 44)} ${y}L${n(168 + ((yo + 110) / 218) * 46)} ${yo}`;
    })
    .join("");
}

function top(o: TopOptions): string {
  const fill = o.fill ?? o.color;
  const dark = shade(o.color, 0.28);
  const trim = o.trim ?? shade(o.color, 0.06);
  const out: string[] = [];
  if (o.hood) out.push(p(HOOD, o.color), p(HOOD_INSIDE, o.hood));
  const sleeve = o.sleeves === "short" ? SHORT_SLEEVE : LONG_SLEEVE;
  let arm = p(sleeve, fill) + p(sleeve, dark, ' opacity=".07"');
  if (o.sleeves === "short") arm += s("M188 -82L126 -58", dark, 3, ' stroke-opacity=".3"');
  else {
    arm += p(CUFF, trim);
    if (o.knit) arm += ribs([204, 64], [142, 86], [214, 108], [152, 128], 6, dark);
    if (o.collar === "shirt") arm += circle(182, 100, 5, dark, ' opacity=".35"');
  }
  if (o.stripe) arm += s("M150 -140L194 66", o.stripe, 10);
  if (o.quilted) arm += s(sleeveLines([-10, 40, 90]), dark, 4, ' stroke-opacity=".45"');
  out.push(both(arm), p(BODY, fill));
  if (!o.hood) out.push(p(BACK_NECK, shade(o.color, 0.22)));
  if (o.knit || o.trim) {
    out.push(p("M-112 166L112 166L112 196Q0 206 -112 196Z", trim));
    if (o.knit) out.push(ribs([-112, 166], [112, 166], [-112, 198], [112, 198], 16, dark));
  }
  if (o.quilted) {
    const d = [-116, -50, 16, 82, 148].map((y) => `M-110 ${y}Q0 ${y + 14} 110 ${y}`).join("");
    out.push(s(d, dark, 4, ' stroke-opacity=".45"'));
  }
  if (o.cables) out.push(cables(dark));
  if (o.collar === "crew")
    out.push(s("M-50 -197Q0 -162 50 -197", trim, 14), s("M-44 -191Q0 -164 44 -191", dark, 2, ' stroke-opacity=".3"'));
  if (o.collar === "stand") out.push(p("M-54 -194L-52 -228Q0 -214 52 -228L54 -194Q0 -178 -54 -194Z", trim));
  if (o.collar === "shirt") {
    const flap = "M2 -170L50 -204L64 -150Q30 -140 2 -170Z";
    out.push(both(p(flap, o.color) + s(flap, dark, 2.5, ' stroke-opacity=".3"')));
  }
  if (o.buttons) {
    out.push(s("M0 -166L0 198", dark, 2.5, ' stroke-opacity=".25"'));
    for (const y of [-120, -60, 0, 60, 120]) out.push(circle(9, y, 5.5, dark, ' opacity=".35"'));
  }
  if (o.zip) {
    const end = o.zip === "full" ? 198 : -80;
    const from = o.collar === "stand" ? -222 : -176;
    out.push(s(`M0 ${from}L0 ${end}`, dark, 5, ' stroke-opacity=".6"'), rect(-7, from + 14, 14, 26, 4, tint(o.color, 0.5)));
  }
  if (o.snaps) {
    out.push(p("M-4 -180L20 -180L20 200L-4 200Z", shade(o.color, 0.05)), s("M20 -178L20 198", dark, 3, ' stroke-opacity=".3"'));
    for (const y of [-130, -60, 10, 80, 150]) out.push(circle(8, y, 7, tint(o.color, 0.45)));
  }
  if (o.pocket === "kangaroo") {
    out.push(
      p("M-74 64L74 64L96 150L-96 150Z", shade(o.color, 0.05)),
      s("M-74 64L74 64M-74 64L-96 150M74 64L96 150", dark, 3, ' stroke-opacity=".4"'),
    );
  }
  if (o.pocket === "welt") out.push(both(s("M56 70L84 130", dark, 6, ' stroke-opacity=".5"')));
  if (o.pocket === "chest") out.push(s("M34 -110L80 -116", dark, 5, ' stroke-opacity=".5"'));
  if (o.drawstring) out.push(both(s("M18 -176L22 -100", C.white, 5) + circle(22, -96, 5, C.white)));
  if (o.bowTie) out.push(bowTie(o.bowTie));
  return out.join("");
}

/** Cable knit: three rope cables between rows of purl stitches. */
function cables(stroke: string): string {
  const rope: string[] = [];
  const purl: string[] = [];
  for (const x of [-62, 0, 62]) {
    for (let y = -140; y < 150; y += 22)
      rope.push(`M${x - 13} ${y + 12}C${x - 8} ${y - 2} ${x + 6} ${y - 6} ${x + 13} ${y - 12}`);
    purl.push(`M${x - 22} -150L${x - 22} 150M${x + 22} -150L${x + 22} 150`);
  }
  return s(rope.join(""), stroke, 6, ' stroke-opacity=".3"') + s(purl.join(""), stroke, 3, ' stroke-opacity=".18"');
}

function bowTie(color: string): string {
  return both(p("M0 -170L36 -190Q44 -170 36 -150Z", color)) + rect(-10, -181, 20, 22, 5, shade(color, 0.15));
}

/** The snowsuit: a top and trousers in one, with hood, zip and reflectors. */
function snowsuit(color: string): string {
  const dark = shade(color, 0.3);
  const trim = shade(color, 0.12);
  const reflector = "#dfe4ea";
  const body =
    "M-48 -198Q0 -166 48 -198L108 -176Q116 0 116 90L122 330Q72 338 22 330L6 128Q0 118 -6 128L-22 330Q-72 338 -122 330L-116 90Q-116 0 -108 -176Z";
  const arm =
    p(LONG_SLEEVE, color) +
    p(LONG_SLEEVE, dark, ' opacity=".1"') +
    p(CUFF, trim) +
    s(sleeveLines([10, 60]), dark, 3, ' stroke-opacity=".35"');
  const leg =
    p("M118 300L24 300L22 330Q72 338 122 330Z", trim) +
    p("M118 236L26 236L25 254L119 254Z", reflector) +
    p("M92 110Q108 150 110 190L42 192Q40 150 52 112Z", shade(color, 0.05));
  return [
    p(HOOD, color),
    p(HOOD_INSIDE, C.cream),
    both(arm),
    p(body, color),
    both(leg),
    s("M-112 40Q0 52 112 40", dark, 4, ' stroke-opacity=".35"'),
    s("M0 -176L0 110", dark, 5, ' stroke-opacity=".7"'),
    rect(-7, -160, 14, 26, 4, C.ice),
    both(p("M62 -120L100 -118L100 -104L62 -106Z", reflector)),
  ].join("");
}

// Trousers -------------------------------------------------------------------------

interface PantsOptions {
  color: string;
  fill?: string;
  short?: boolean;
  jeans?: boolean;
  cuffs?: string;
  drawstring?: boolean;
  braces?: string;
  knees?: boolean;
  stripe?: string;
}

function trousers(o: PantsOptions): string {
  const fill = o.fill ?? o.color;
  const dark = shade(o.color, 0.3);
  const out: string[] = [];
  if (o.braces) {
    // Braces lie crossed, as they are sewn at the back.
    out.push(s("M-62 -190L34 -322M62 -190L-34 -322", o.braces, 20), rect(-20, -288, 40, 30, 8, shade(o.braces, 0.2)));
    out.push(both(rect(-12, -10, 24, 16, 4, C.grey, ' transform="translate(50 -222) rotate(-54)"')));
  }
  const leg = o.short
    ? "M-96 -200L96 -200L122 -8Q72 2 20 -4L2 -110Q0 -118 -2 -110L-20 -4Q-72 2 -122 -8Z"
    : o.cuffs
      ? "M-96 -200L96 -200Q108 0 104 196Q64 202 24 196L2 -50Q0 -60 -2 -50L-24 196Q-64 202 -104 196Q-108 0 -96 -200Z"
      : "M-96 -200L96 -200Q106 0 114 194Q66 202 18 196L2 -50Q0 -60 -2 -50L-18 196Q-66 202 -114 194Q-106 0 -96 -200Z";
  out.push(p(leg, fill));
  out.push(p("M-96 -200L96 -200L97 -172L-97 -172Z", shade(o.color, 0.08)));
  if (o.stripe) out.push(both(s(o.short ? "M88 -170L104 -14" : "M86 -170L92 186", o.stripe, 8)));
  if (o.cuffs) {
    out.push(
      both(p("M106 160L104 196Q64 202 24 196L22 162Z", o.cuffs) + ribs([106, 160], [22, 162], [104, 198], [24, 198], 7, dark)),
    );
  }
  if (o.drawstring) {
    out.push(ribs([-96, -198], [96, -198], [-97, -174], [97, -174], 24, dark, 2));
    out.push(both(s("M10 -182Q16 -150 12 -124", C.white, 5) + circle(12, -120, 5, C.white)));
  }
  if (o.jeans) {
    const stitch = ' stroke-dasharray="6 6"';
    out.push(s("M16 -172L16 -112Q16 -96 0 -90", C.mustard, 3, stitch));
    out.push(both(s("M94 -172Q60 -166 48 -132", C.mustard, 3, stitch) + rect(56, -202, 10, 32, 3, shade(o.color, 0.15))));
    out.push(circle(0, -186, 7, C.gold));
    out.push(both(p("M114 166L114 194Q66 202 18 196L19 170Q66 174 114 166Z", tint(o.color, 0.25))));
  }
  if (o.short) {
    out.push(
      both(
        p("M118 -40L122 -8Q72 2 20 -4L15 -36Q70 -30 118 -40Z", shade(o.color, 0.06)) +
          s("M94 -172Q66 -162 58 -134", dark, 3, ' stroke-opacity=".35"'),
      ),
    );
  }
  if (o.knees) out.push(both(p("M50 20Q84 14 106 22L110 96Q80 90 46 96Z", shade(o.color, 0.08))));
  out.push(s(o.short ? "M0 -172L0 -112" : "M0 -172L0 -60", dark, 3, ' stroke-opacity=".3"'));
  return out.join("");
}

// Dresses -------------------------------------------------------------------------

interface DressOptions {
  color: string;
  fill?: string;
  sleeves?: "puff" | "straps";
  collar?: string;
  bow?: string;
  sash?: string;
  ruffle?: string;
}

function dress(o: DressOptions): string {
  const fill = o.fill ?? o.color;
  const dark = shade(o.color, 0.3);
  const out: string[] = [];
  if (o.sleeves === "puff") out.push(both(p("M46 -200Q108 -222 124 -168Q130 -134 96 -126Q78 -150 64 -140Z", fill)));
  if (o.sleeves === "straps") out.push(both(p("M36 -222L54 -222L58 -150L40 -150Z", fill)));
  const neckline = o.sleeves === "straps" ? "M-62 -156Q0 -134 62 -156" : "M-58 -198Q0 -166 58 -198";
  const hem = "L196 186Q150 204 100 198Q50 212 0 204Q-50 212 -100 198Q-150 204 -196 186";
  out.push(p(`${neckline}L70 -64Q150 40 196 186${hem.slice(8)}Q-150 40 -70 -64Z`, fill));
  if (o.sleeves !== "straps") out.push(p("M-58 -198Q0 -214 58 -198Q0 -166 -58 -198Z", shade(o.color, 0.25)));
  out.push(s("M-24 -40Q-44 70 -90 190M24 -40Q44 70 90 190M0 -40L0 196", dark, 4, ' stroke-opacity=".15"'));
  if (o.ruffle) out.push(p(`M-178 140Q0 164 178 140${hem}Z`, o.ruffle));
  out.push(p("M-69 -80L69 -80L76 -50L-76 -50Z", o.sash ?? shade(o.color, 0.1)));
  if (o.collar) out.push(both(p("M0 -168Q34 -166 56 -196Q72 -164 48 -146Q22 -136 0 -166Z", o.collar)));
  if (o.bow) out.push(at(bow(o.bow), { x: 0, y: -64, s: 1.1 }));
  return out.join("");
}

/** A bow with two loops and two tails, centred on its knot. */
function bow(color: string): string {
  const dark = shade(color, 0.2);
  return both(p("M2 4L26 52L40 46L12 0Z", dark) + p("M0 0Q44 -40 56 -12Q62 16 0 0Z", color)) + circle(0, 0, 11, dark);
}

// Shoes ------------------------------------------------------------------------------
// Side views face right and stand on y = 0; top views point the toe up, centred on 0 0.

interface ShoeOptions {
  color: string;
  sole?: string;
  accent?: string;
  lining?: string;
}

function darker(o: ShoeOptions): ShoeOptions {
  const far: ShoeOptions = { color: shade(o.color, 0.12) };
  if (o.sole) far.sole = shade(o.sole, 0.12);
  if (o.accent) far.accent = shade(o.accent, 0.12);
  if (o.lining) far.lining = shade(o.lining, 0.12);
  return far;
}

/** Both shoes of a pair seen from the side: the far one a little darker, behind and to the right. */
function pair(draw: (o: ShoeOptions) => string, o: ShoeOptions, dx = 110, dy = -40): string {
  return lay(draw(darker(o)), { x: dx / 2, y: dy / 2 }) + lay(draw(o), { x: -dx / 2, y: -dy / 2 });
}

/** Both shoes of a pair seen from above, side by side. */
function pairFromAbove(draw: (o: ShoeOptions) => string, o: ShoeOptions, gap = 150): string {
  return lay(draw(o), { x: -gap / 2, y: 0, flip: true, r: 4 }) + lay(draw(o), { x: gap / 2, y: 0, r: -4 });
}

const FOOTBED =
  "M4 -150C46 -150 62 -110 62 -62C62 -12 48 22 48 64C48 122 30 150 0 150C-34 150 -50 122 -50 70C-50 22 -60 -18 -60 -70C-60 -122 -38 -150 4 -150Z";
const OPENING = "M0 -34C32 -34 42 -2 42 50C42 112 26 134 0 134C-28 134 -42 112 -42 56C-42 4 -30 -34 0 -34Z";

function winterBoot(o: ShoeOptions): string {
  const dark = shade(o.color, 0.3);
  const laces = [-170, -146, -122].map((y) => `M-6 ${y - 8}L-34 ${y + 8}M-6 ${y + 8}L-34 ${y - 8}`).join("");
  return [
    p("M-112 -20Q-124 -60 -114 -110L-110 -188L-4 -188L2 -124Q48 -110 96 -86Q146 -62 146 -24Z", o.color),
    p("M-113 -24Q-124 -60 -115 -98Q-78 -98 -66 -70Q-58 -44 -62 -24Z", shade(o.color, 0.08)),
    p("M62 -96Q124 -76 146 -30L146 -24L50 -24Q40 -66 62 -96Z", shade(o.color, 0.1)),
    p("M-40 -186L-2 -186L4 -120L-40 -118Z", shade(o.color, 0.14)),
    s(laces, C.cream, 5),
    s("M-60 -24Q-60 -70 -30 -100Q10 -104 60 -96", dark, 3, ' stroke-opacity=".3" stroke-dasharray="5 6"'),
    p(
      "M-126 -160Q-134 -204 -110 -206Q-98 -226 -76 -214Q-60 -230 -42 -214Q-24 -226 -8 -208Q12 -200 2 -162Q-62 -152 -126 -160Z",
      o.lining ?? C.cream,
    ),
    p("M-122 -30L144 -30Q160 -28 158 -10L156 4Q154 14 142 14L-114 14Q-126 14 -126 2Z", o.sole ?? C.sole),
    s("M-122 -24L150 -24", tint(o.sole ?? C.sole, 0.25), 3),
  ].join("");
}

function welly(o: ShoeOptions): string {
  const sole = o.sole ?? C.sole;
  return [
    p("M-110 -20L-114 -240Q-60 -250 -6 -240L0 -120Q40 -104 96 -80Q144 -58 144 -20Z", o.color),
    p("M-116 -244Q-60 -256 -4 -244L-4 -224Q-60 -234 -116 -224Z", shade(o.color, 0.1)),
    p("M-118 -236L-136 -230L-134 -206L-114 -208Z", shade(o.color, 0.1)),
    p("M-90 -210L-76 -210L-78 -46L-92 -46Z", "#ffffff", ' opacity=".22"'),
    p("M40 -100Q90 -84 120 -60", "none", ' stroke="#fff" stroke-opacity=".22" stroke-width="10" stroke-linecap="round"'),
    p("M-122 -30L142 -30Q160 -28 158 -10L156 14L-124 14Z", sole),
    s("M-120 -6L154 -6", shade(sole, 0.3), 4),
  ].join("");
}

const SNEAKER = "M-118 -28L-124 -116Q-124 -134 -104 -134L-62 -124Q-10 -104 30 -92Q104 -82 136 -56Q152 -42 150 -28Z";
const SNEAKER_TONGUE = "M-64 -124L-48 -150Q-30 -150 -28 -116Z";
const SNEAKER_TOE = "M70 -84Q130 -74 150 -34L66 -34Q56 -60 70 -84Z";
const SNEAKER_SOLE = "M-126 -30L150 -30Q162 -28 160 -12Q158 8 138 8L-116 8Q-130 8 -130 -10Z";

/** A child's sneaker with two hook-and-loop straps. */
function sneaker(o: ShoeOptions): string {
  const accent = o.accent ?? C.white;
  const sole = o.sole ?? C.white;
  const strap = (x: number, y: number) => rect(-12, -34, 24, 68, 11, accent, ` transform="translate(${x} ${y}) rotate(-20)"`);
  return [
    p(SNEAKER_TONGUE, shade(o.color, 0.1)),
    p(SNEAKER, o.color),
    p("M-124 -118Q-124 -134 -104 -134L-62 -124L-64 -108L-104 -116Q-116 -116 -124 -102Z", tint(o.color, 0.25)),
    p(SNEAKER_TOE, shade(sole, 0.04)),
    strap(-42, -84),
    strap(0, -70),
    p(SNEAKER_SOLE, sole),
    s("M-128 -14L156 -14", shade(sole, 0.15), 3),
  ].join("");
}

/** A laced sports shoe with a wave along its side. */
function sportShoe(o: ShoeOptions): string {
  const accent = o.accent ?? C.teal;
  const sole = o.sole ?? C.white;
  const laces = [
    [-44, -108],
    [-16, -98],
    [12, -88],
  ]
    .map(([x = 0, y = 0]) => `M${x - 9} ${y - 7}L${x + 9} ${y + 7}M${x - 9} ${y + 7}L${x + 9} ${y - 7}`)
    .join("");
  return [
    p(SNEAKER_TONGUE, shade(o.color, 0.1)),
    p(SNEAKER, o.color),
    p(SNEAKER_TOE, shade(o.color, 0.06)),
    s("M-112 -54Q-60 -102 -10 -64Q30 -36 84 -52", accent, 12),
    s(laces, shade(o.color, 0.4), 4),
    p("M-124 -120L-108 -122L-108 -70L-124 -72Z", accent),
    p(SNEAKER_SOLE, sole),
    s("M-128 -14L156 -14", shade(sole, 0.15), 3),
  ].join("");
}

function dressShoe(o: ShoeOptions): string {
  const sole = o.sole ?? shade(o.color, 0.45);
  return [
    p("M-118 -14L-122 -84Q-120 -98 -98 -96L-44 -90Q10 -70 72 -58Q134 -48 138 -14Z", o.color),
    p("M-48 -90Q-4 -76 24 -66L10 -44Q-30 -56 -60 -56Z", shade(o.color, 0.12)),
    s("M-34 -78L-18 -64M-16 -72L-2 -58", tint(o.color, 0.5), 4),
    s("M44 -62Q94 -58 116 -42", "#ffffff", 6, ' stroke-opacity=".3"'),
    s("M-108 -80Q-110 -50 -104 -20", "#ffffff", 4, ' stroke-opacity=".2"'),
    p("M-124 -20L140 -20Q152 -18 150 -6L148 2L-64 2L-68 12L-120 12Z", sole),
  ].join("");
}

function balletFlat(o: ShoeOptions): string {
  return [
    p(FOOTBED, o.color),
    p(OPENING, o.lining ?? tint(o.color, 0.7)),
    s(OPENING, shade(o.color, 0.15), 6),
    at(bow(o.accent ?? tint(o.color, 0.3)), { x: 0, y: -36, s: 0.55 }),
  ].join("");
}

function slipper(o: ShoeOptions): string {
  const fleece = o.lining ?? C.cream;
  return [
    p(FOOTBED, o.color),
    `<g transform="scale(.86)">${s(FOOTBED, shade(o.color, 0.2), 3, ' stroke-dasharray="6 8"')}</g>`,
    p(OPENING, fleece),
    s(OPENING, fleece, 18, ' stroke-dasharray="0.1 14"'),
    s(OPENING, tint(fleece, 0.3), 4, ' stroke-opacity=".6"'),
    circle(0, -84, 24, fleece),
    s("M0 -84m-24 0a24 24 0 1 0 48 0a24 24 0 1 0 -48 0", fleece, 12, ' stroke-dasharray="0.1 12"'),
  ].join("");
}

function sandal(o: ShoeOptions): string {
  const sole = o.sole ?? C.wood;
  return [
    `<g transform="scale(1.06)">${p(FOOTBED, shade(sole, 0.2))}</g>`,
    p(FOOTBED, sole),
    s("M-50 20C-52 100 -36 144 0 144C32 144 50 100 48 20", o.color, 18),
    rect(-70, -104, 140, 42, 16, o.color),
    rect(-64, -16, 128, 40, 16, o.color),
    rect(40, -12, 26, 32, 6, C.gold),
  ].join("");
}

// Accessories ------------------------------------------------------------------------

function hat(a: string, b: string, pompom = C.cream): string {
  const fluff = Array.from({ length: 10 }, (_, i) => {
    const t = (i / 10) * Math.PI * 2;
    return circle(Math.cos(t) * 38, -144 + Math.sin(t) * 38, 15, pompom);
  }).join("");
  return [
    circle(0, -144, 44, pompom),
    fluff,
    p("M-112 40Q-118 -70 -60 -110Q0 -140 60 -110Q118 -70 112 40Z", stripes(a, b, 26)),
    p("M-124 30Q0 16 124 30L126 94Q0 106 -126 94Z", a),
    ribs([-122, 34], [122, 34], [-124, 92], [124, 92], 18, shade(a, 0.3)),
  ].join("");
}

function mitten(color: string, cuff = color, motif = C.cream): string {
  const dark = shade(color, 0.3);
  return [
    p("M-56 10Q-98 6 -106 -38Q-110 -78 -84 -84Q-64 -86 -58 -50Z", color),
    p("M-58 70L-60 -40Q-62 -150 2 -152Q64 -150 62 -50L60 70Z", color),
    s("M-58 -48Q-66 -20 -56 12", dark, 3, ' stroke-opacity=".3"'),
    p("M-64 60L64 60L66 142Q0 150 -66 142Z", cuff),
    ribs([-64, 60], [64, 60], [-66, 144], [66, 144], 10, shade(cuff, 0.3)),
    at(flakeShape(motif), { x: 4, y: -60, s: 1.2 }),
  ].join("");
}

/** Two mittens side by side, joined by their cord. */
function mittens(color: string, cuff = color): string {
  const id = `mt${color.slice(1)}`;
  defs.set(id, `<g id="${id}">${mitten(color, cuff)}</g>`);
  return [
    s("M-80 140Q-40 260 40 210Q90 180 80 140", shade(cuff, 0.2), 5),
    lay(`<use href="#${id}"/>`, { x: -80, y: 0, r: -8 }),
    lay(`<use href="#${id}"/>`, { x: 80, y: 0, r: 8, flip: true }),
  ].join("");
}

function sock(color: string, heel: string, pattern?: string): string {
  const dark = shade(color, 0.3);
  return [
    p("M-40 -140L40 -140L40 40Q42 70 70 84L120 104Q152 118 140 150Q128 178 92 168L-4 140Q-46 124 -42 72Z", pattern ?? color),
    p("M-41 60Q-44 126 -2 140L14 104Q-18 98 -20 58Z", heel),
    p("M104 98L120 104Q152 118 140 150Q128 178 92 168L84 166Q110 140 104 98Z", heel),
    p("M-40 -140L40 -140L40 -100L-40 -100Z", heel),
    ribs([-40, -140], [40, -140], [-40, -100], [40, -100], 8, dark),
  ].join("");
}

/** A knitted sock with a Nordic band of stars. */
function woolSock(color: string, pattern: string): string {
  return (
    sock(color, pattern) +
    s("M-40 -84L-30 -74L-20 -84L-10 -74L0 -84L10 -74L20 -84L30 -74L40 -84", pattern, 4) +
    at(flakeShape(pattern), { x: 0, y: -36, s: 1.4 }) +
    s("M-40 10L-30 0L-20 10L-10 0L0 10L10 0L20 10L30 0L40 10", pattern, 4)
  );
}

function sunHat(straw: string, band: string): string {
  const rings = [150, 120].map((rx) => `M${-rx} 10A${rx} ${rx * 0.38} 0 0 0 ${rx} 10`).join("");
  return [
    ellipse(0, 0, 210, 84, straw),
    s(rings, shade(straw, 0.2), 3, ' stroke-opacity=".4"'),
    p("M-104 -6Q-104 -124 0 -128Q104 -124 104 -6Q0 22 -104 -6Z", tint(straw, 0.12)),
    p("M-104 -6Q0 22 104 -6L104 -40Q0 -16 -103 -40Z", band),
    at(bow(shade(band, 0.15)), { x: 66, y: -20, s: 0.6 }),
  ].join("");
}

function backpack(color: string, flap: string): string {
  return [
    s("M-34 -170Q-34 -218 0 -218Q34 -218 34 -170", shade(color, 0.2), 14),
    p("M-122 -130Q-122 -172 -80 -172L80 -172Q122 -172 122 -130L126 168Q126 192 102 192L-102 192Q-126 192 -126 168Z", color),
    p("M-122 -130Q-122 -172 -80 -172L80 -172Q122 -172 122 -130L122 -20Q0 10 -122 -20Z", flap),
    both(rect(50, -60, 22, 130, 6, shade(flap, 0.1)) + rect(44, 40, 34, 26, 5, C.grey)),
    p("M-86 90L86 90Q96 90 96 100L96 170Q96 178 86 178L-86 178Q-96 178 -96 170L-96 100Q-96 90 -86 90Z", shade(color, 0.1)),
    s("M-80 104L80 104", shade(color, 0.35), 4),
    at(flakeShape(C.white), { x: 0, y: -100, s: 1.6 }),
  ].join("");
}

function football(): string {
  defs.set("ball", `<clipPath id="ball">${circle(0, 0, 100, "#000")}</clipPath>`);
  const pentagon = (cx: number, cy: number, r: number, rot: number) =>
    `M${Array.from({ length: 5 }, (_, i) => {
      const t = rot + (i * 2 * Math.PI) / 5;
      return `${n(cx + Math.sin(t) * r)} ${n(cy - Math.cos(t) * r)}`;
    }).join("L")}Z`;
  const outer = Array.from({ length: 5 }, (_, i) => {
    const t = (i * 2 * Math.PI) / 5 + Math.PI / 5;
    return pentagon(Math.sin(t) * 112, -Math.cos(t) * 112, 38, t + Math.PI);
  }).join("");
  const seams = Array.from({ length: 5 }, (_, i) => {
    const t = (i * 2 * Math.PI) / 5;
    return `M${n(Math.sin(t) * 32)} ${n(-Math.cos(t) * 32)}L${n(Math.sin(t) * 76)} ${n(-Math.cos(t) * 76)}`;
  }).join("");
  return [
    circle(0, 0, 100, C.white),
    `<g clip-path="url(#ball)">${p(pentagon(0, 0, 34, 0) + outer, C.ink)}${s(seams, C.grey, 3)}</g>`,
    circle(0, 0, 100, "none", ` stroke="${C.grey}" stroke-width="3"`),
  ].join("");
}

// Paper, cards and tools -------------------------------------------------------------

function paper(w: number, h: number): string {
  return rect(-w / 2, -h / 2, w, h, 4, "#fffdf9");
}

/** A child's foot traced round with a pencil, toes up; `marks` adds the measured length. */
function footOutline(color = C.ink, marks = true): string {
  const outline =
    "M0 172C-38 172 -54 150 -54 112C-54 70 -40 40 -42 0C-44 -40 -66 -70 -66 -110C-66 -160 -50 -196 -24 -196" +
    "C-2 -196 6 -176 4 -156C6 -176 14 -186 24 -184C34 -182 36 -166 32 -150C38 -164 46 -170 52 -164" +
    "C58 -158 56 -146 52 -138C58 -146 66 -146 70 -138C74 -130 70 -120 66 -114C72 -116 78 -108 78 -98" +
    "C78 -88 72 -84 70 -80C72 -40 60 20 54 60C48 110 48 172 0 172Z";
  const out = [s(outline, color, 4)];
  if (marks) {
    out.push(s("M-100 -196L110 -196M-100 172L110 172", C.red, 3, ' stroke-dasharray="8 7"'));
    out.push(s("M110 -188L110 164M100 -174L110 -188L120 -174M100 150L110 164L120 150", C.red, 3));
  }
  return out.join("");
}

function ruler(length = 520, color = C.wood): string {
  const half = length / 2;
  const ticks: string[] = [];
  for (let x = -half + 20, i = 0; x <= half - 20; x += 10, i++) {
    ticks.push(`M${x} -36v${i % 10 === 0 ? 30 : i % 5 === 0 ? 22 : 12}`);
  }
  return (
    rect(-half, -36, length, 72, 6, color) +
    s(ticks.join(""), shade(color, 0.5), 2.5) +
    rect(-half, 26, length, 10, 0, shade(color, 0.08))
  );
}

function pencil(color = C.sage): string {
  return [
    p("M130 -18L196 0L130 18Z", C.wood),
    p("M176 -5.5L196 0L176 5.5Z", C.ink),
    rect(-170, -18, 300, 36, 0, color),
    rect(-170, -6, 300, 12, 0, tint(color, 0.3)),
    rect(-202, -18, 34, 36, 0, C.grey),
    s("M-192 -18v36M-180 -18v36", shade(C.grey, 0.2), 3),
    p("M-202 -18L-224 -18Q-236 -18 -236 -6L-236 6Q-236 18 -224 18L-202 18Z", C.pink),
  ].join("");
}

/** A tape measure: its round case with the tape curled loosely around it. */
function tapeMeasure(caseColor = C.coral, tape = "#f6e3a1"): string {
  const points: number[][] = [];
  for (let i = 0; i <= 100; i++) {
    const t = i / 100;
    const a = Math.PI * (0.62 + 2.5 * t);
    const r = 96 + 120 * t;
    points.push([Math.cos(a) * r * 1.2, Math.sin(a) * r]);
  }
  const seg = (from: number, to: number) => {
    const pts = points.slice(from, to + 1);
    const d = `M${pts.map(([x = 0, y = 0]) => `${n(x)} ${n(y)}`).join("L")}`;
    const ticks: string[] = [];
    for (let i = Math.max(from, 1); i < to; i++) {
      const [x0 = 0, y0 = 0] = points[i - 1] ?? [];
      const [x1 = 0, y1 = 0] = points[i + 1] ?? [];
      const [x = 0, y = 0] = points[i] ?? [];
      const len = Math.hypot(x1 - x0, y1 - y0);
      const nx = (y1 - y0) / len;
      const ny = -(x1 - x0) / len;
      const l = i % 5 === 0 ? 18 : 9;
      ticks.push(`M${n(x + nx * 20)} ${n(y + ny * 20)}L${n(x + nx * (20 - l))} ${n(y + ny * (20 - l))}`);
    }
    return p(d, "none", ` stroke="${tape}" stroke-width="40"`) + s(ticks.join(""), C.ink, 2.5, ' stroke-opacity=".7"');
  };
  const [ex = 0, ey = 0] = points[100] ?? [];
  const [px = 0, py = 0] = points[99] ?? [];
  const angle = Math.round((Math.atan2(ey - py, ex - px) * 180) / Math.PI);
  return [
    seg(0, 100),
    at(rect(-2, -22, 12, 44, 2, C.grey), { x: ex, y: ey, r: angle }),
    circle(0, 0, 100, caseColor),
    circle(0, 0, 44, shade(caseColor, 0.12)),
    circle(0, 0, 14, tint(caseColor, 0.5)),
    rect(-26, -106, 52, 22, 8, shade(caseColor, 0.2), ' transform="rotate(-70)"'),
  ].join("");
}

/** A folded T-shirt, the way shops stack them: sleeves folded back, a star on the chest. */
function foldedTee(color: string, print = C.white): string {
  const dark = shade(color, 0.3);
  return [
    both(p("M146 -120L186 -72L150 -48Z", shade(color, 0.08))),
    p("M-150 -118L-58 -150Q0 -124 58 -150L150 -118L150 150Q0 160 -150 150Z", color),
    p("M-58 -150Q0 -166 58 -150Q0 -124 -58 -150Z", shade(color, 0.22)),
    s("M-60 -149Q0 -116 60 -149", shade(color, 0.06), 12),
    both(s("M112 -128L112 152", dark, 3, ' stroke-opacity=".18"')),
    s("M-150 52Q0 62 150 52", dark, 3, ' stroke-opacity=".14"'),
    at(star(print, 34), { x: 0, y: -36 }),
  ].join("");
}

function giftCard(color: string, ribbon: string, text?: string, ink: string = C.navy): string {
  const out = [rect(-210, -130, 420, 260, 20, color)];
  out.push(at(star(C.gold, 18), { x: -160, y: -72 }));
  if (text) {
    out.push(
      `<text x="-176" y="32" font-family="system-ui, sans-serif" font-size="42" font-weight="700" fill="${ink}" textLength="250" lengthAdjust="spacingAndGlyphs">${text}</text>`,
    );
  }
  out.push(s("M-176 68L-60 68", ink, 6, ' stroke-opacity=".25"'), s("M-176 92L-100 92", ink, 6, ' stroke-opacity=".15"'));
  out.push(rect(108, -130, 30, 260, 0, ribbon), at(bow(ribbon), { x: 123, y: -104, s: 1.3 }));
  return out.join("");
}

function memberCard(color: string, text: string, ink: string): string {
  return [
    rect(-210, -130, 420, 260, 20, color),
    at(heart(C.coral), { x: -150, y: -70, s: 0.6 }),
    `<text x="-176" y="40" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="${ink}" textLength="190" lengthAdjust="spacingAndGlyphs">${text}</text>`,
    s("M-176 90L-16 90", ink, 8, ' stroke-opacity=".18" stroke-dasharray="24 12"'),
    rect(110, -100, 64, 48, 8, C.gold),
    s("M110 -76L174 -76M142 -100L142 -52", shade(C.gold, 0.25), 2),
  ].join("");
}

/** An opened envelope with a gift card inside, tied up with a ribbon. */
function envelope(color: string, card: string, ribbon = C.red): string {
  const dark = shade(color, 0.12);
  return [
    p("M-230 -150L0 -300L230 -150Z", dark),
    rect(-230, -150, 460, 300, 8, dark),
    at(giftCard(card, C.gold, undefined, C.white), { x: 10, y: -150, s: 0.85, r: -4 }),
    p("M-230 -150L0 -20L230 -150L230 142Q230 150 222 150L-222 150Q-230 150 -230 142Z", color),
    s("M-230 150L-30 10M230 150L30 10", dark, 3, ' stroke-opacity=".6"'),
    rect(-230, 56, 460, 34, 0, ribbon),
    at(bow(ribbon), { x: 0, y: 72, s: 1.6 }),
  ].join("");
}

function giftBox(color: string, ribbon: string, w = 220, h = 170): string {
  return [
    at(bow(ribbon), { x: 0, y: -h / 2 - 40, s: 1.4 }),
    rect(-w / 2, -h / 2, w, h, 6, color),
    rect(-w / 2 - 14, -h / 2 - 40, w + 28, 48, 6, shade(color, 0.06)),
    rect(-16, -h / 2 - 40, 32, h + 40, 0, ribbon),
  ].join("");
}

function star(color: string, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const t = (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    return `${n(Math.sin(t) * k)} ${n(-Math.cos(t) * k)}`;
  });
  return p(`M${pts.join("L")}Z`, color, ' stroke-linejoin="round"');
}

function heart(color: string): string {
  return p("M0 60C-80 10 -100 -50 -56 -70C-30 -80 -8 -64 0 -44C8 -64 30 -80 56 -70C100 -50 80 10 0 60Z", color);
}

// Scenery -----------------------------------------------------------------------------

/** A six-armed snowflake of stroked lines. */
function flakeShape(color: string): string {
  return s("M0 -14V14M-12 -7L12 7M-12 7L12 -7M-4 -12L0 -8L4 -12M-4 12L0 8L4 12", color, 3);
}

/** Snowflakes spread evenly (one in each cell of a grid, jittered) over a `w` × `h` area starting at `left`. */
function snowflakes(w: number, h: number, cols: number, rows: number, seed: number, color = C.ice, left = 0): string {
  const rnd = random(seed);
  defs.set("flake", `<g id="flake">${flakeShape(color)}</g>`);
  const out: string[] = [];
  const cw = (w - left) / cols;
  const ch = h / rows;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x = n(left + (c + 0.15 + rnd() * 0.7) * cw);
      const y = n((r + 0.15 + rnd() * 0.7) * ch);
      const k = n(0.7 + rnd() * 0.9);
      out.push(`<use href="#flake" transform="translate(${x} ${y}) scale(${k}) rotate(${Math.round(rnd() * 60)})"/>`);
    }
  }
  return out.join("");
}

function confetti(w: number, h: number, count: number, seed: number): string {
  const rnd = random(seed);
  const colors = [C.gold, tint(C.gold, 0.35), shade(C.gold, 0.12)];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = n(rnd() * w);
    const y = n(rnd() * h);
    const c = colors[i % 3] ?? C.gold;
    out.push(
      i % 4 === 0
        ? circle(x, y, 5 + rnd() * 4, c)
        : `<rect x="-9" y="-4" width="18" height="8" rx="2" fill="${c}" transform="translate(${x} ${y}) rotate(${Math.round(rnd() * 180)})"/>`,
    );
  }
  return out.join("");
}

function cloud(fill = "#ffffff"): string {
  return p("M-120 30Q-130 -10 -88 -16Q-80 -66 -24 -58Q4 -96 54 -66Q100 -70 104 -24Q140 -16 130 30Z", fill, ' opacity=".9"');
}

/** A washing line sagging between two points; returns the line and where to hang things. */
function washingLine(x0: number, y0: number, x1: number, y1: number, sag: number) {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 + sag * 2;
  const yAt = (x: number) => {
    const t = (x - x0) / (x1 - x0);
    return (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
  };
  return { line: s(`M${x0} ${y0}Q${cx} ${cy} ${x1} ${y1}`, "#8d8a86", 4), yAt };
}

function peg(x: number, y: number): string {
  return rect(x - 7, y - 18, 14, 40, 4, C.wood) + s(`M${x} ${y - 12}v28`, shade(C.wood, 0.25), 2);
}

function woodFloor(w: number, h: number, color: string): string {
  const rnd = random(7);
  const tones = [color, tint(color, 0.14), shade(color, 0.03), tint(color, 0.07)];
  const out: string[] = [];
  for (let x = 0, i = 0; x < w; x += 134, i++) {
    out.push(rect(x, 0, 134, h, 0, tones[i % 4] ?? color));
    const cut = n(100 + rnd() * (h - 200));
    out.push(s(`M${x} 0V${h}M${x} ${cut}h134`, shade(color, 0.16), 3));
  }
  return out.join("");
}

/** Mossy forest floor: a seamless tile of small moss cushions, with a few darker hollows. */
function mossGround(w: number, h: number): string {
  const rnd = random(11);
  const size = 240;
  const tones = [shade(C.moss, 0.05), tint(C.moss, 0.05), shade(C.moss, 0.1), tint(C.moss, 0.09)];
  const tile: string[] = [rect(0, 0, size, size, 0, C.moss)];
  for (let i = 0; i < 48; i++) {
    const x = n(rnd() * size);
    const y = n(rnd() * size);
    const r = i % 6 === 0 ? 2.5 : n(12 + rnd() * 16);
    const fill = i % 6 === 0 ? tint(C.moss, 0.35) : (tones[i % 4] ?? C.moss);
    // Cushions crossing the tile's edge are drawn again on the other side, so the tile joins up.
    for (const dx of x < r ? [0, size] : x > size - r ? [0, -size] : [0]) {
      for (const dy of y < r ? [0, size] : y > size - r ? [0, -size] : [0]) tile.push(circle(x + dx, y + dy, r, fill));
    }
  }
  defs.set(
    "moss",
    `<pattern id="moss" patternUnits="userSpaceOnUse" width="${size}" height="${size}">${tile.join("")}</pattern>`,
  );
  const out = [rect(0, 0, w, h, 0, "url(#moss)")];
  for (let i = 0; i < 7; i++)
    out.push(ellipse(rnd() * w, rnd() * h, 90 + rnd() * 90, 60 + rnd() * 60, shade(C.moss, 0.3), ' opacity=".14"'));
  for (let i = 0; i < 5; i++)
    out.push(ellipse(rnd() * w, rnd() * h, 70 + rnd() * 60, 50 + rnd() * 40, tint(C.moss, 0.3), ' opacity=".14"'));
  return out.join("");
}

/** A pale sky from deeper blue at the top; `meadow` adds a soft green hill at the bottom. */
function sky(w: number, h: number, meadow: number): string {
  defs.set(
    "sky",
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d1ec"/><stop offset="1" stop-color="${tint(C.sky, 0.3)}"/></linearGradient>`,
  );
  const out = [rect(0, 0, w, h, 0, "url(#sky)")];
  if (meadow) {
    out.push(
      p(
        `M0 ${h - meadow}Q${w * 0.3} ${h - meadow * 1.5} ${w * 0.6} ${h - meadow}T${w} ${h - meadow * 0.9}V${h}H0Z`,
        tint(C.sage, 0.1),
      ),
    );
    out.push(p(`M0 ${h - meadow * 0.45}Q${w * 0.5} ${h - meadow * 0.9} ${w} ${h - meadow * 0.4}V${h}H0Z`, C.sage));
  }
  return out.join("");
}

function leaf(color: string): string {
  return p("M0 -46Q34 -16 0 46Q-34 -16 0 -46Z", color) + s("M0 -36L0 54", shade(color, 0.25), 3);
}

function blanket(w: number, h: number, color: string): string {
  const line = shade(color, 0.06);
  const out = [rect(0, 0, w, h, 0, color)];
  for (let x = 60; x < w; x += 160) out.push(rect(x, 0, 50, h, 0, line, ' opacity=".5"'));
  for (let y = 60; y < h; y += 160) out.push(rect(0, y, w, 50, 0, line, ' opacity=".5"'));
  return out.join("");
}

// Pictures ------------------------------------------------------------------------------

/**
 * One picture. No <title>: the page gives the alt text, so the file itself is marked
 * aria-hidden (which also satisfies Biome's noSvgWithoutTitle).
 */
function svg(w: number, h: number, background: string, body: string): string {
  const blur = Math.round(Math.max(w, h) / 110);
  const shadow = `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${blur}" stdDeviation="${blur}" flood-color="#28304a" flood-opacity=".2"/></filter>`;
  const extra = [...defs.values()].join("");
  defs.clear();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true"><defs>${shadow}${extra}</defs>${rect(0, 0, w, h, 0, background)}${body}</svg>\n`;
}

const redJacket = () => top({ color: C.red, hood: C.cream, quilted: true, zip: "full", pocket: "welt" });
const stripedHat = () => hat(C.navy, C.cream, C.red);
const brownBoots = () => pair(winterBoot, { color: C.brown });
const velvetDress = () => dress({ color: C.forest, fill: sheen(C.forest), sleeves: "puff", collar: C.cream, bow: C.gold });
const slim = (body: string) => `<g transform="scale(.88 1)">${body}</g>`;

/** Hangs a garment on a washing line by its shoulders (`top` units above its centre), with two pegs. */
function hang(line: { yAt: (x: number) => number }, body: string, x: number, top: number, k: number, spread: number): string {
  const pegs = spread
    ? peg(x - spread * k, line.yAt(x - spread * k)) + peg(x + spread * k, line.yAt(x + spread * k))
    : peg(x, line.yAt(x));
  return at(body, { x, y: line.yAt(x) + top * k, s: k }) + pegs;
}

const PICTURES: Record<string, () => string> = {
  "home-hero-winter-1600x900": () =>
    svg(
      1600,
      900,
      C.snow,
      [
        snowflakes(1600, 900, 6, 5, 1, C.ice, 680),
        snowflakes(680, 900, 2, 3, 2, tint(C.ice, 0.5)),
        lay(snowsuit(C.navy), { x: 1395, y: 480, s: 0.85, r: 5 }),
        lay(redJacket(), { x: 1010, y: 410, s: 1, r: -5 }),
        lay(stripedHat(), { x: 775, y: 215, s: 0.75, r: -12 }),
        at(mittens(C.mustard), { x: 800, y: 630, s: 0.7, r: 8 }),
        at(brownBoots(), { x: 1120, y: 800, s: 0.8 }),
      ].join(""),
    ),
  "tile-outerwear-600x750": () => svg(600, 750, C.paleBlue, lay(redJacket(), { x: 300, y: 420, s: 1.2 })),
  "tile-winter-boots-600x750": () =>
    svg(600, 750, C.paleGrey, snowflakes(600, 750, 3, 4, 3, tint(C.ice, 0.1)) + at(brownBoots(), { x: 280, y: 507, s: 1.25 })),
  "tile-knitwear-600x750": () =>
    svg(600, 750, C.sage, lay(top({ color: C.cream, cables: true, knit: true, collar: "crew" }), { x: 300, y: 390, s: 1.2 })),
  "tile-party-dresses-600x750": () => svg(600, 750, C.blush, lay(velvetDress(), { x: 300, y: 385, s: 1.3 })),
  "tile-accessories-600x750": () =>
    svg(
      600,
      750,
      C.paleYellow,
      lay(stripedHat(), { x: 300, y: 245, s: 1.05, r: -6 }) + at(mittens(C.mustard), { x: 300, y: 520, s: 0.9 }),
    ),
  "tile-gift-card-600x750": () =>
    svg(
      600,
      750,
      C.deepBlue,
      [
        at(star(tint(C.gold, 0.2), 16), { x: 110, y: 160 }),
        at(star(tint(C.gold, 0.2), 11), { x: 480, y: 170 }),
        at(star(tint(C.gold, 0.2), 13), { x: 470, y: 610 }),
        at(star(tint(C.gold, 0.2), 9), { x: 140, y: 600 }),
        lay(giftCard(C.cream, C.red, "Little North"), { x: 300, y: 385, s: 1.2, r: -8 }),
      ].join(""),
    ),
  "feature-measure-feet-1200x800": () =>
    svg(
      1200,
      800,
      C.sand,
      [
        lay(paper(440, 600) + at(footOutline(), { x: 0, y: 0, s: 1.1 }), { x: 520, y: 400, r: -3 }),
        lay(ruler(560), { x: 880, y: 410, r: 84 }),
        lay(pencil(C.sage), { x: 290, y: 610, r: -28, s: 0.9 }),
      ].join(""),
    ),
  "guide-size-guide-1200x800": () =>
    svg(
      1200,
      800,
      C.paleBlue,
      [
        lay(tapeMeasure(), { x: 250, y: 410, s: 0.85 }),
        lay(foldedTee(C.mustard), { x: 650, y: 400, s: 1.1, r: -3 }),
        lay(trousers({ color: C.denim, jeans: true }), { x: 985, y: 410, s: 1.2, r: 4 }),
      ].join(""),
    ),
  "guide-shoe-size-1200x800": () =>
    svg(
      1200,
      800,
      C.sage,
      [
        lay(paper(420, 580) + at(footOutline(C.ink, false), { x: 0, y: 0, s: 1.1 }), { x: 400, y: 400, r: 4 }),
        lay(ruler(600), { x: 730, y: 400, r: 90 }),
        lay(sneaker({ color: C.coral, accent: C.mustard }), { x: 990, y: 560, s: 1.15 }),
      ].join(""),
    ),
  "guide-care-1200x800": () => {
    const line = washingLine(-20, 150, 1220, 170, 40);
    return svg(
      1200,
      800,
      C.sky,
      [
        sky(1200, 800, 120),
        at(cloud(), { x: 1010, y: 80, s: 0.75 }),
        at(cloud(), { x: 150, y: 60, s: 0.5 }),
        line.line,
        hang(line, top({ color: C.coral, sleeves: "short", collar: "crew" }), 185, 186, 0.8, 66),
        hang(line, sock(C.mustard, C.navy), 390, 140, 0.75, 0),
        hang(line, dress({ color: C.turquoise, sleeves: "puff", sash: C.white }), 600, 200, 0.92, 56),
        hang(line, sock(C.mustard, C.navy), 805, 140, 0.75, 0),
        hang(
          line,
          top({ color: C.navy, fill: stripes(C.navy, C.white, 14), sleeves: "short", collar: "crew", trim: C.navy }),
          1015,
          186,
          0.8,
          66,
        ),
      ].join(""),
    );
  },
  "guide-gift-card-1200x800": () =>
    svg(
      1200,
      800,
      C.blush,
      [
        at(star(C.gold, 30), { x: 250, y: 210 }),
        at(star(C.gold, 20), { x: 960, y: 170 }),
        at(star(C.gold, 26), { x: 990, y: 610 }),
        at(star(tint(C.gold, 0.3), 16), { x: 210, y: 590 }),
        at(star(tint(C.gold, 0.3), 12), { x: 1080, y: 380 }),
        lay(envelope(C.cream, C.deepBlue), { x: 600, y: 480, s: 1.1, r: -4 }),
      ].join(""),
    ),
  "guide-winter-layers-1200x800": () =>
    svg(
      1200,
      800,
      C.paleBlue,
      [
        lay(
          slim(top({ color: C.sage, fill: stripes(C.sage, tint(C.sage, 0.25), 10), collar: "crew", trim: shade(C.sage, 0.1) })),
          { x: 205, y: 452, s: 0.74 },
        ),
        lay(
          top({
            color: C.mustard,
            fill: dots(C.mustard, tint(C.mustard, 0.25), 12, 2.5),
            collar: "stand",
            zip: "half",
            pocket: "chest",
            trim: C.navy,
          }),
          {
            x: 566,
            y: 435,
            s: 0.8,
          },
        ),
        lay(redJacket(), { x: 960, y: 419, s: 0.88 }),
      ].join(""),
    ),
  "inspo-summer-outfits-1600x900": () =>
    svg(
      1600,
      900,
      C.sunny,
      [
        lay(top({ color: C.navy, fill: stripes(C.white, C.navy, 16), sleeves: "short", collar: "crew", trim: C.navy }), {
          x: 430,
          y: 440,
          s: 1.2,
          r: -4,
        }),
        lay(trousers({ color: C.sage, short: true }), { x: 830, y: 560, s: 1.35, r: 4 }),
        lay(sunHat("#ead3a0", C.coral), { x: 1250, y: 280, s: 1.1 }),
        at(pairFromAbove(sandal, { color: C.coral }), { x: 1250, y: 650, s: 0.95 }),
      ].join(""),
    ),
  "inspo-summer-dresses-1600x900": () => {
    const line = washingLine(-20, 150, 1620, 170, 40);
    return svg(
      1600,
      900,
      C.sky,
      [
        sky(1600, 900, 130),
        at(cloud(), { x: 200, y: 90, s: 0.9 }),
        at(cloud(), { x: 1420, y: 70, s: 0.7 }),
        line.line,
        hang(
          line,
          dress({ color: C.pink, fill: dots(C.pink, tint(C.pink, 0.5), 28, 4), sleeves: "straps", sash: C.white }),
          360,
          222,
          1.1,
          45,
        ),
        hang(line, dress({ color: C.white, sleeves: "straps", ruffle: tint(C.sky, 0.3), sash: C.sunny }), 800, 222, 1.1, 45),
        hang(line, dress({ color: C.turquoise, sleeves: "straps", ruffle: shade(C.turquoise, 0.08) }), 1240, 222, 1.1, 45),
      ].join(""),
    );
  },
  "look-snow-day-800x1000": () =>
    svg(
      800,
      1000,
      C.snow,
      [
        snowflakes(800, 1000, 4, 5, 5),
        lay(snowsuit(C.navy), { x: 290, y: 475, s: 1, r: -3 }),
        lay(hat(C.red, C.cream), { x: 640, y: 190, s: 0.72, r: 10 }),
        at(mittens(C.mustard), { x: 640, y: 470, s: 0.62, r: -6 }),
        at(brownBoots(), { x: 600, y: 850, s: 0.72 }),
      ].join(""),
    ),
  "look-preschool-morning-800x1000": () =>
    svg(
      800,
      1000,
      C.wood,
      [
        woodFloor(800, 1000, "#ead6b4"),
        lay(top({ color: C.sage, hood: shade(C.sage, 0.2), pocket: "kangaroo", drawstring: true, knit: true }), {
          x: 285,
          y: 300,
          s: 0.85,
          r: -3,
        }),
        lay(trousers({ color: C.denim, jeans: true }), { x: 280, y: 745, s: 0.8, r: 3 }),
        lay(backpack(C.mustard, C.coral), { x: 620, y: 330, s: 0.78, r: 6 }),
        at(pair(sneaker, { color: C.navy, accent: C.mustard }), { x: 600, y: 800, s: 0.85 }),
      ].join(""),
    ),
  "look-party-season-800x1000": () =>
    svg(
      800,
      1000,
      C.blush,
      [
        confetti(800, 1000, 60, 9),
        lay(velvetDress(), { x: 230, y: 300, s: 0.85 }),
        lay(top({ color: C.white, collar: "shirt", buttons: true, bowTie: C.navy, trim: C.white }), { x: 590, y: 320, s: 0.74 }),
        at(pairFromAbove(balletFlat, { color: C.forest, accent: C.gold, lining: tint(C.blush, 0.3) }), {
          x: 220,
          y: 770,
          s: 0.85,
        }),
        at(pair(dressShoe, { color: "#7a4a33" }), { x: 590, y: 800, s: 0.95 }),
      ].join(""),
    ),
  "look-cosy-sunday-800x1000": () => {
    const pj = dots(C.sky, C.white, 30, 4);
    return svg(
      800,
      1000,
      C.oat,
      [
        blanket(800, 1000, C.oat),
        lay(top({ color: C.sky, fill: pj, collar: "crew", trim: C.navy, buttons: true }), { x: 270, y: 290, s: 0.8 }),
        lay(trousers({ color: C.sky, fill: pj, cuffs: C.navy }), { x: 270, y: 720, s: 0.8 }),
        lay(woolSock(C.red, C.cream), { x: 560, y: 270, s: 0.8, r: 12 }),
        lay(woolSock(C.red, C.cream), { x: 640, y: 440, s: 0.8, r: -10 }),
        at(pairFromAbove(slipper, { color: C.grey, lining: C.cream }), { x: 590, y: 780, s: 0.8 }),
      ].join(""),
    );
  },
  "look-forest-walk-800x1000": () => {
    const rnd = random(21);
    const colors = [C.mustard, C.coral, "#c8743a", tint(C.mustard, 0.2)];
    const leaves = Array.from({ length: 14 }, (_, i) =>
      at(leaf(colors[i % 4] ?? C.mustard), {
        x: n(rnd() * 800),
        y: n(rnd() * 1000),
        r: Math.round(rnd() * 360),
        s: n(0.7 + rnd() * 0.5),
      }),
    ).join("");
    return svg(
      800,
      1000,
      C.moss,
      [
        mossGround(800, 1000),
        leaves,
        lay(top({ color: C.mustard, hood: shade(C.mustard, 0.15), snaps: true, pocket: "welt", trim: shade(C.mustard, 0.05) }), {
          x: 290,
          y: 300,
          s: 0.85,
          r: -4,
        }),
        lay(trousers({ color: C.navy, braces: shade(C.navy, 0.2), knees: true }), { x: 300, y: 760, s: 0.75, r: 3 }),
        at(pair(welly, { color: C.red, sole: shade(C.red, 0.4) }), { x: 610, y: 640, s: 0.8 }),
      ].join(""),
    );
  },
  "look-sporty-weekend-800x1000": () =>
    svg(
      800,
      1000,
      "#e0ebe6",
      [
        lay(top({ color: C.teal, collar: "stand", zip: "half", stripe: C.white, trim: shade(C.teal, 0.1) }), {
          x: 285,
          y: 300,
          s: 0.85,
          r: -3,
        }),
        lay(trousers({ color: C.grey, cuffs: shade(C.grey, 0.1), drawstring: true, stripe: C.white }), {
          x: 285,
          y: 740,
          s: 0.8,
        }),
        lay(football(), { x: 630, y: 330, s: 0.95 }),
        at(pair(sportShoe, { color: C.coral, accent: C.white, sole: C.white }), { x: 600, y: 790, s: 0.9 }),
      ].join(""),
    ),
  "club-hero-1600x900": () =>
    svg(
      1600,
      900,
      C.coral,
      [
        at(heart(tint(C.coral, 0.3)), { x: 760, y: 180, s: 0.5, r: -12 }),
        at(heart(tint(C.coral, 0.3)), { x: 1510, y: 470, s: 0.4, r: 10 }),
        at(heart(shade(C.coral, 0.12)), { x: 680, y: 560, s: 0.45, r: 8 }),
        at(heart(tint(C.coral, 0.45)), { x: 1180, y: 130, s: 0.3, r: -6 }),
        lay(giftBox(C.cream, C.red), { x: 1350, y: 680, s: 1.1 }),
        lay(giftBox(C.navy, C.gold, 180, 150), { x: 1380, y: 300, s: 1, r: 6 }),
        lay(memberCard(C.white, "family", C.coral), { x: 1010, y: 460, s: 1.25, r: -6 }),
        lay(giftBox(C.mustard, C.white, 160, 130), { x: 820, y: 730, s: 0.9, r: -4 }),
      ].join(""),
    ),
};

const LIMIT = 14_000;
for (const [name, draw] of Object.entries(PICTURES)) {
  const file = draw();
  if (file.length > LIMIT) throw new Error(`${name}.svg is ${file.length} bytes, more than ${LIMIT}`);
  writeFileSync(new URL(`${name}.svg`, import.meta.url), file);
}
