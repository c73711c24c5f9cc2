/**
 * Tops: sweaters, jackets, T-shirts, shirts, vests, and the one-piece snowsuit.
 * Drawn front on, shoulders at y = -198, hem at y = 200, sleeves out to x = ±214.
 */
import { at, both, bow, C, circle, n, p, rect, ribs, s, seam, shade, star, tint } from "./ink.ts";

export interface TopOptions {
  color: string;
  /** A fill overriding the plain colour of body and sleeves (stripes, fleece dots). */
  fill?: string;
  /** "none": sleeveless (vests, tank tops). */
  sleeves?: "long" | "short" | "none";
  /** The colour inside the hood; no hood without it. */
  hood?: string;
  collar?: "crew" | "stand" | "shirt" | "vee" | "lapel" | "round" | "scoop";
  zip?: "full" | "half";
  /** Press studs on a storm flap, as on rain jackets. */
  snaps?: boolean;
  quilted?: boolean;
  cables?: boolean;
  /** Ribbed cuffs and hem, as on sweaters. */
  knit?: boolean;
  pocket?: "kangaroo" | "welt" | "chest" | "patch";
  /** Colour of cuffs, hem band and collar. */
  trim?: string;
  drawstring?: boolean;
  buttons?: boolean;
  bowTie?: string;
  /** A contrasting stripe down each sleeve. */
  stripe?: string;
  /** Seen from behind: no fastenings or pockets, the back of the hood and neck. */
  back?: boolean;
  /** A printed motif on the chest, in this colour. */
  motif?: string;
  /** Reflector bands round the sleeves and across the back. */
  reflectors?: boolean;
  /** A narrow body on thin straps (tank tops, undershirts). */
  straps?: boolean;
}

const BODY = "M-48 -198Q0 -166 48 -198L108 -176Q114 10 112 196Q0 206 -112 196Q-114 10 -108 -176Z";
const BACK_NECK = "M-48 -198Q0 -214 48 -198Q0 -166 -48 -198Z";
const LONG_SLEEVE = "M78 -188Q146 -170 168 -110L214 108L152 128L108 -40Z";
const SHORT_SLEEVE = "M78 -188Q146 -172 170 -130L194 -64L130 -40L108 -86Z";
const CUFF = "M204 64L214 108L152 128L142 86Z";
const HOOD = "M-74 -186Q-96 -290 0 -296Q96 -290 74 -186Z";
const HOOD_INSIDE = "M-52 -186Q-62 -262 0 -268Q62 -262 52 -186Z";
/** The body of a tank top: deep armholes on narrow straps. */
const TANK =
  "M-58 -206L-36 -206Q-30 -150 0 -146Q30 -150 36 -206L58 -206Q62 -130 104 -100Q112 40 110 196Q0 206 -110 196Q-112 40 -104 -100Q-62 -130 -58 -206Z";
/** A sleeveless jacket body: the armholes cut in. */
const VEST =
  "M-48 -198Q0 -166 48 -198L100 -184Q92 -120 112 -70Q116 60 112 196Q0 206 -112 196Q-116 60 -112 -70Q-92 -120 -100 -184Z";
const REFLECTOR = "#dfe4ea";

/** Quilting or seam lines across the right sleeve. */
function sleeveLines(ys: number[]): string {
  return ys
    .map((y) => {
      const yo = y - 14;
      return `M${n(108 + ((y + 40) / 168) * 44)} ${y}L${n(168 + ((yo + 110) / 218) * 46)} ${yo}`;
    })
    .join("");
}

export function top(o: TopOptions): string {
  const fill = o.fill ?? o.color;
  const dark = seam(o.color, 0.28);
  const trim = o.trim ?? shade(o.color, 0.06);
  const front = !o.back;
  const out: string[] = [];
  if (o.hood && front) out.push(p(HOOD, o.color), p(HOOD_INSIDE, o.hood));
  if (o.hood && !front)
    out.push(p(HOOD, fill), p(HOOD, dark, ' opacity=".1"'), s("M0 -294L0 -196", dark, 3, ' stroke-opacity=".35"'));
  if (o.sleeves !== "none") {
    const sleeve = o.sleeves === "short" ? SHORT_SLEEVE : LONG_SLEEVE;
    let arm = p(sleeve, fill) + p(sleeve, dark, ' opacity=".07"');
    if (o.sleeves === "short") arm += s("M188 -82L126 -58", dark, 3, ' stroke-opacity=".3"');
    else {
      arm += p(CUFF, trim);
      if (o.knit) arm += ribs([204, 64], [142, 86], [214, 108], [152, 128], 6, dark);
      if (o.collar === "shirt") arm += circle(182, 100, 5, dark, ' opacity=".35"');
    }
    if (o.stripe) arm += s(o.sleeves === "short" ? "M140 -160L176 -76" : "M150 -140L194 66", o.stripe, 10);
    if (o.reflectors) arm += s(o.sleeves === "short" ? "M176 -108L124 -86" : "M196 34L136 56", REFLECTOR, 12);
    if (o.quilted) arm += s(sleeveLines([-10, 40, 90]), dark, 4, ' stroke-opacity=".45"');
    out.push(both(arm));
  }
  const body = o.straps ? TANK : o.sleeves === "none" ? VEST : BODY;
  out.push(p(body, fill));
  if (o.sleeves === "none" && !o.straps) out.push(both(s("M100 -184Q92 -120 112 -70", trim, 8)));
  if (o.straps) out.push(s(TANK, trim, 6, ' stroke-opacity=".8"'));
  if (!o.hood && !o.straps && front && o.collar !== "vee" && o.collar !== "lapel") out.push(p(BACK_NECK, shade(o.color, 0.22)));
  if (o.knit || o.trim) {
    out.push(p("M-112 166L112 166L112 196Q0 206 -112 196Z", trim));
    if (o.knit) out.push(ribs([-112, 166], [112, 166], [-112, 198], [112, 198], 16, dark));
  }
  if (o.quilted) {
    const d = [-116, -50, 16, 82, 148].map((y) => `M-110 ${y}Q0 ${y + 14} 110 ${y}`).join("");
    out.push(s(d, dark, 4, ' stroke-opacity=".45"'));
  }
  if (o.cables) out.push(cables(dark));
  if (o.reflectors) out.push(p("M-110 40Q0 52 110 40L110 58Q0 70 -110 58Z", REFLECTOR));
  if (!front) {
    // The back: the hood (drawn behind the body above), or a plain neckline band; a yoke seam.
    if (!o.hood)
      out.push(
        s("M-48 -197Q0 -210 48 -197", o.collar === "shirt" || o.collar === "stand" ? trim : dark, 10, ' stroke-opacity=".5"'),
      );
    out.push(s("M-106 -120Q0 -106 106 -120", dark, 3, ' stroke-opacity=".2"'));
    return out.join("");
  }
  if (o.collar === "crew")
    out.push(s("M-50 -197Q0 -162 50 -197", trim, 14), s("M-44 -191Q0 -164 44 -191", dark, 2, ' stroke-opacity=".3"'));
  if (o.collar === "scoop")
    out.push(s(o.straps ? "M-36 -204Q-30 -150 0 -146Q30 -150 36 -204" : "M-52 -196Q0 -130 52 -196", trim, 8));
  if (o.collar === "stand") out.push(p("M-54 -194L-52 -228Q0 -214 52 -228L54 -194Q0 -178 -54 -194Z", trim));
  if (o.collar === "shirt") {
    const flap = "M2 -170L50 -204L64 -150Q30 -140 2 -170Z";
    out.push(both(p(flap, o.color) + s(flap, dark, 2.5, ' stroke-opacity=".3"')));
  }
  if (o.collar === "round") {
    const flap = "M0 -168Q34 -166 56 -196Q72 -164 48 -146Q22 -136 0 -166Z";
    out.push(both(p(flap, tint(o.color, 0.85)) + s(flap, dark, 2, ' stroke-opacity=".3"')));
  }
  if (o.collar === "vee") {
    out.push(p("M-48 -198Q-30 -120 0 -60Q30 -120 48 -198Q0 -206 -48 -198Z", shade(o.color, 0.22)));
    out.push(s("M-48 -198Q-30 -120 0 -60Q30 -120 48 -198", trim, 12));
  }
  if (o.collar === "lapel") {
    out.push(p("M-48 -198Q-30 -120 0 -40Q30 -120 48 -198Q0 -206 -48 -198Z", C.white));
    const lapel = "M0 -40L48 -198L62 -190L50 -150L74 -138Z";
    out.push(both(p(lapel, shade(o.color, 0.08)) + s(lapel, dark, 2.5, ' stroke-opacity=".35"')));
  }
  if (o.buttons) {
    const from = o.collar === "vee" ? -60 : o.collar === "lapel" ? -40 : -166;
    out.push(s(`M0 ${from}L0 198`, dark, 2.5, ' stroke-opacity=".25"'));
    const ys = o.collar === "lapel" ? [10, 70] : o.collar === "vee" ? [-30, 30, 90, 150] : [-120, -60, 0, 60, 120];
    for (const y of ys) out.push(circle(9, y, 5.5, dark, ' opacity=".35"'));
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
  if (o.pocket === "patch") out.push(both(s("M40 60L92 60L92 118Q66 126 40 118Z", dark, 3, ' stroke-opacity=".35"')));
  if (o.drawstring) out.push(both(s("M18 -176L22 -100", C.white, 5) + circle(22, -96, 5, C.white)));
  if (o.bowTie) out.push(bowTie(o.bowTie));
  if (o.motif) out.push(at(star(o.motif, 46), { x: 0, y: -40 }), at(star(o.motif, 14), { x: 52, y: -96 }));
  return out.join("");
}

/** Cable knit: three rope cables between rows of purl stitches. */
export function cables(stroke: string): string {
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

/** The snowsuit: a top and trousers in one, with hood, zip and reflectors; `back` leaves the zip off. */
export function snowsuit(color: string, fill = color, back = false): string {
  const dark = seam(color, 0.3);
  const trim = shade(color, 0.12);
  const reflector = REFLECTOR;
  const body =
    "M-48 -198Q0 -166 48 -198L108 -176Q116 0 116 90L122 330Q72 338 22 330L6 128Q0 118 -6 128L-22 330Q-72 338 -122 330L-116 90Q-116 0 -108 -176Z";
  const arm =
    p(LONG_SLEEVE, fill) +
    p(LONG_SLEEVE, dark, ' opacity=".1"') +
    p(CUFF, trim) +
    s(sleeveLines([10, 60]), dark, 3, ' stroke-opacity=".35"');
  const leg =
    p("M118 300L24 300L22 330Q72 338 122 330Z", trim) +
    p("M118 236L26 236L25 254L119 254Z", reflector) +
    p("M92 110Q108 150 110 190L42 192Q40 150 52 112Z", shade(color, 0.05));
  if (back)
    return [
      p(HOOD, fill),
      p(HOOD, dark, ' opacity=".1"'),
      s("M0 -294L0 -196", dark, 3, ' stroke-opacity=".35"'),
      both(arm),
      p(body, fill),
      both(leg),
      s("M-112 40Q0 52 112 40", dark, 4, ' stroke-opacity=".35"'),
      p("M-60 20L60 20L60 34L-60 34Z", reflector),
    ].join("");
  return [
    p(HOOD, color),
    p(HOOD_INSIDE, C.cream),
    both(arm),
    p(body, fill),
    both(leg),
    s("M-112 40Q0 52 112 40", dark, 4, ' stroke-opacity=".35"'),
    s("M0 -176L0 110", dark, 5, ' stroke-opacity=".7"'),
    rect(-7, -160, 14, 26, 4, C.ice),
    both(p("M62 -120L100 -118L100 -104L62 -106Z", reflector)),
  ].join("");
}

/** A swimsuit, a bikini or a bra: shoulder straps and a cut-out body. */
export function swimsuit(o: {
  color: string;
  fill?: string;
  cut: "swimsuit" | "bikini" | "bra" | "sports-bra";
  back?: boolean;
  ruffle?: boolean;
}): string {
  const fill = o.fill ?? o.color;
  const dark = seam(o.color, 0.3);
  const trim = shade(o.color, 0.12);
  const out: string[] = [];
  const straps = o.back
    ? s("M-60 -200L40 -70M60 -200L-40 -70", trim, 12)
    : both(s(o.cut === "sports-bra" ? "M46 -200L66 -96" : "M50 -200L58 -110", trim, o.cut === "sports-bra" ? 22 : 9));
  out.push(straps);
  if (o.cut === "swimsuit") {
    const body = "M-74 -110Q0 -84 74 -110Q96 -20 88 60Q84 110 40 150L22 176L-22 176L-40 150Q-84 110 -88 60Q-96 -20 -74 -110Z";
    out.push(p(body, fill), p("M40 -100Q80 -20 70 80Q60 120 34 150L40 150Q84 110 88 60Q96 -20 74 -110Z", dark, ' opacity=".12"'));
    out.push(s(o.back ? "M-74 -110Q0 -40 74 -110" : "M-74 -110Q0 -84 74 -110", trim, 6));
    out.push(s("M-88 60Q-54 96 -22 176M88 60Q54 96 22 176", trim, 6));
    if (o.ruffle)
      out.push(s("M-78 -106Q-60 -120 -40 -104Q-20 -120 0 -104Q20 -120 40 -104Q60 -120 78 -106", tint(o.color, 0.3), 10));
  } else if (o.cut === "bikini") {
    out.push(both(p("M4 -112Q40 -150 78 -112Q88 -70 64 -52Q30 -44 4 -60Z", fill)));
    out.push(s("M-80 -60Q0 -40 80 -60", trim, 8));
    out.push(p("M-90 60Q0 80 90 60Q80 120 26 170L-26 170Q-80 120 -90 60Z", fill));
    out.push(s("M-90 60Q0 80 90 60", trim, 8));
    if (o.ruffle) out.push(s("M-86 76Q-60 90 -40 78Q-20 92 0 80Q20 92 40 78Q60 90 86 76", tint(o.color, 0.3), 9));
  } else {
    const band = o.cut === "sports-bra" ? 40 : 22;
    out.push(both(p("M0 -112Q40 -150 82 -116Q96 -64 84 -20L0 -20Z", fill)));
    out.push(p(`M-86 -24L86 -24L86 ${-24 + band}L-86 ${-24 + band}Z`, trim));
    out.push(ribs([-86, -24], [86, -24], [-86, -24 + band], [86, -24 + band], 20, dark, 2));
    if (o.cut === "bra") out.push(both(s("M6 -104Q40 -136 74 -110", tint(o.color, 0.4), 6, ' stroke-dasharray="2 7"')));
    if (o.back) out.push(rect(-16, -20, 32, 16, 3, dark));
  }
  if (o.ruffle && o.cut === "swimsuit") out.push(at(bow(tint(o.color, 0.3)), { x: 0, y: -90, s: 0.5 }));
  return out.join("");
}
