/**
 * Trousers, shorts, tights, skirts, dresses and underwear. Drawn front on, the
 * waist at y = -200 and the hem at y = 200 (shorts and skirts end higher).
 */
import { at, both, bow, C, circle, p, rect, ribs, s, seam, shade, tint } from "./ink.ts";

export interface PantsOptions {
  color: string;
  fill?: string;
  short?: boolean;
  jeans?: boolean;
  cuffs?: string;
  drawstring?: boolean;
  braces?: string;
  knees?: boolean;
  stripe?: string;
  /** Leg shape: slim and tight (leggings) taper, wide flares; regular when unset. */
  fit?: "slim" | "wide" | "tight";
  /** Seen from behind: back pockets and a yoke, no fly. */
  back?: boolean;
  /** Tights: the legs end in feet. */
  feet?: boolean;
  /** Side cargo pockets with flaps. */
  cargo?: boolean;
  /** A pressed crease down each leg and slanted front pockets (chinos). */
  crease?: boolean;
  /** Rips at the knees. */
  rips?: boolean;
  /** A very short leg (boxers). */
  trunk?: boolean;
  /** A band of this colour round the hem of shorts (swim shorts). */
  hem?: string;
}

const LEGS = {
  regular: "M-96 -200L96 -200Q106 0 114 194Q66 202 18 196L2 -50Q0 -60 -2 -50L-18 196Q-66 202 -114 194Q-106 0 -96 -200Z",
  slim: "M-96 -200L96 -200Q100 0 88 194Q56 200 22 196L2 -50Q0 -60 -2 -50L-22 196Q-56 200 -88 194Q-100 0 -96 -200Z",
  wide: "M-96 -200L96 -200Q118 0 140 194Q80 204 14 196L2 -50Q0 -60 -2 -50L-14 196Q-80 204 -140 194Q-118 0 -96 -200Z",
  tight: "M-92 -200L92 -200Q96 0 76 190Q52 196 26 192L2 -60Q0 -70 -2 -60L-26 192Q-52 196 -76 190Q-96 0 -92 -200Z",
};

export function trousers(o: PantsOptions): string {
  const fill = o.fill ?? o.color;
  const dark = seam(o.color, 0.3);
  const out: string[] = [];
  if (o.braces) {
    // Braces lie crossed, as they are sewn at the back.
    out.push(s("M-62 -190L34 -322M62 -190L-34 -322", o.braces, 20), rect(-20, -288, 40, 30, 8, shade(o.braces, 0.2)));
    out.push(both(rect(-12, -10, 24, 16, 4, C.grey, ' transform="translate(50 -222) rotate(-54)"')));
  }
  const leg = o.trunk
    ? "M-96 -200L96 -200L106 -70Q60 -62 16 -66L2 -120Q0 -126 -2 -120L-16 -66Q-60 -62 -106 -70Z"
    : o.short
      ? "M-96 -200L96 -200L122 -8Q72 2 20 -4L2 -110Q0 -118 -2 -110L-20 -4Q-72 2 -122 -8Z"
      : o.cuffs
        ? "M-96 -200L96 -200Q108 0 104 196Q64 202 24 196L2 -50Q0 -60 -2 -50L-24 196Q-64 202 -104 196Q-108 0 -96 -200Z"
        : LEGS[o.fit ?? "regular"];
  if (o.feet) out.push(both(p("M26 180Q24 230 60 236Q100 240 98 214Q94 196 78 180Z", fill)));
  out.push(p(leg, fill));
  out.push(p("M-96 -200L96 -200L97 -172L-97 -172Z", o.fit === "tight" ? shade(o.color, 0.12) : shade(o.color, 0.08)));
  if (o.fit === "tight" || o.feet) out.push(ribs([-96, -200], [96, -200], [-97, -172], [97, -172], 28, dark, 2));
  if (o.feet) out.push(both(s("M30 206Q60 222 94 206", dark, 3, ' stroke-opacity=".3"')));
  if (o.stripe && !o.trunk) out.push(both(s(o.short ? "M88 -170L104 -14" : "M86 -170L92 186", o.stripe, 8)));
  if (o.cuffs) {
    out.push(
      both(p("M106 160L104 196Q64 202 24 196L22 162Z", o.cuffs) + ribs([106, 160], [22, 162], [104, 198], [24, 198], 7, dark)),
    );
  }
  if (o.drawstring) {
    out.push(ribs([-96, -198], [96, -198], [-97, -174], [97, -174], 24, dark, 2));
    if (!o.back) out.push(both(s("M10 -182Q16 -150 12 -124", C.white, 5) + circle(12, -120, 5, C.white)));
  }
  if (o.jeans) {
    const stitch = ' stroke-dasharray="6 6"';
    if (o.back) {
      out.push(s("M-96 -150Q0 -120 96 -150", C.mustard, 3, stitch));
      out.push(
        both(
          p("M24 -126L84 -134L88 -60L56 -46L26 -62Z", shade(o.color, 0.06)) +
            s("M24 -126L84 -134L88 -60L56 -46L26 -62Z", C.mustard, 3, stitch),
        ),
      );
      out.push(both(rect(56, -202, 10, 32, 3, shade(o.color, 0.15))), rect(-5, -202, 10, 32, 3, shade(o.color, 0.15)));
    } else {
      out.push(s("M16 -172L16 -112Q16 -96 0 -90", C.mustard, 3, stitch));
      out.push(both(s("M94 -172Q60 -166 48 -132", C.mustard, 3, stitch) + rect(56, -202, 10, 32, 3, shade(o.color, 0.15))));
      out.push(circle(0, -186, 7, C.gold));
    }
    if (!o.short)
      out.push(
        both(
          o.fit === "slim"
            ? p("M89 168L88 194Q56 200 22 196L21 170Q56 174 89 168Z", tint(o.color, 0.25))
            : o.fit === "wide"
              ? p("M138 168L140 194Q80 204 14 196L15 170Q80 176 138 168Z", tint(o.color, 0.25))
              : p("M114 166L114 194Q66 202 18 196L19 170Q66 174 114 166Z", tint(o.color, 0.25)),
        ),
      );
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
  if (o.rips) out.push(both(s("M44 30L72 26M46 44L78 42M48 58L70 56", tint(o.color, 0.7), 4)));
  if (o.hem) out.push(both(p("M118 -40L122 -8Q72 2 20 -4L15 -36Q70 -30 118 -40Z", o.hem)));
  if (o.crease) {
    out.push(both(s(o.short ? "M56 -170L66 -8" : "M56 -170L66 194", dark, 2.5, ' stroke-opacity=".25"')));
    if (!o.back)
      out.push(both(s("M94 -172Q66 -160 60 -120", dark, 4, ' stroke-opacity=".4"')), circle(0, -186, 6, shade(o.color, 0.35)));
    else out.push(both(s("M30 -130L80 -134", dark, 5, ' stroke-opacity=".45"')));
  }
  if (o.cargo) {
    const pocket = "M100 -20L138 -16L140 70Q120 78 104 70Z";
    const flap = "M99 -24L139 -20L139 4Q120 10 100 4Z";
    out.push(
      both(p(pocket, shade(o.color, 0.06)) + s(pocket, dark, 2.5, ' stroke-opacity=".35"') + p(flap, shade(o.color, 0.12))),
    );
  }
  if (o.trunk)
    out.push(
      p("M-96 -200L96 -200L97 -166L-97 -166Z", o.stripe ?? C.white),
      ribs([-96, -200], [96, -200], [-97, -166], [97, -166], 24, dark, 2),
    );
  if (!o.back && !o.trunk && o.fit !== "tight" && !o.feet)
    out.push(s(o.short ? "M0 -172L0 -112" : "M0 -172L0 -60", dark, 3, ' stroke-opacity=".3"'));
  if (o.back && !o.jeans && !o.crease && !o.trunk) out.push(s("M0 -172L0 -80", dark, 3, ' stroke-opacity=".3"'));
  if (o.back && o.trunk) out.push(s("M0 -166L0 -104M-70 -120Q0 -86 70 -120", dark, 3, ' stroke-opacity=".3"'));
  return out.join("");
}

/** Briefs: a low waistband and leg openings, drawn as a flat piece. */
export function briefs(color: string, fill = color, back = false): string {
  const dark = seam(color, 0.3);
  const body = back
    ? "M-110 -80L110 -80Q106 20 60 90Q30 110 0 110Q-30 110 -60 90Q-106 20 -110 -80Z"
    : "M-110 -80L110 -80Q96 -10 40 40Q26 70 26 100L-26 100Q-26 70 -40 40Q-96 -10 -110 -80Z";
  return [
    p(body, fill),
    p("M-110 -80L110 -80L109 -52L-109 -52Z", shade(color, 0.12)),
    ribs([-110, -80], [110, -80], [-109, -52], [109, -52], 22, dark, 2),
    s(back ? "M-100 -20Q-60 80 0 104" : "M-102 -40Q-60 30 -30 60M102 -40Q60 30 30 60", tint(color, 0.3), 5),
  ].join("");
}

// Dresses and skirts ---------------------------------------------------------------

export interface DressOptions {
  color: string;
  fill?: string;
  sleeves?: "puff" | "straps" | "short";
  collar?: string;
  bow?: string;
  sash?: string;
  ruffle?: string;
  /** A nightdress: straight, long, no waist seam. */
  straight?: boolean;
  /** Seen from behind: buttons down the back, no collar or bow. */
  back?: boolean;
}

export function dress(o: DressOptions): string {
  const fill = o.fill ?? o.color;
  const dark = seam(o.color, 0.3);
  const out: string[] = [];
  if (o.sleeves === "puff") out.push(both(p("M46 -200Q108 -222 124 -168Q130 -134 96 -126Q78 -150 64 -140Z", fill)));
  if (o.sleeves === "short")
    out.push(
      both(p("M46 -200Q100 -206 128 -150L104 -112L66 -140Z", fill) + s("M128 -150L104 -112", dark, 3, ' stroke-opacity=".3"')),
    );
  if (o.sleeves === "straps") out.push(both(p("M36 -222L54 -222L58 -150L40 -150Z", fill)));
  const neckline = o.sleeves === "straps" ? "M-62 -156Q0 -134 62 -156" : "M-58 -198Q0 -166 58 -198";
  const hem = "L196 186Q150 204 100 198Q50 212 0 204Q-50 212 -100 198Q-150 204 -196 186";
  if (o.straight) {
    out.push(p("M-58 -198Q0 -166 58 -198L80 -150Q110 60 130 230Q0 246 -130 230Q-110 60 -80 -150Z", fill));
  } else {
    out.push(p(`${neckline}L70 -64Q150 40 196 186${hem.slice(8)}Q-150 40 -70 -64Z`, fill));
  }
  if (o.sleeves !== "straps" && !o.back) out.push(p("M-58 -198Q0 -214 58 -198Q0 -166 -58 -198Z", shade(o.color, 0.25)));
  if (o.straight) {
    out.push(s("M-30 -150Q-40 40 -60 230M30 -150Q40 40 60 230", dark, 4, ' stroke-opacity=".15"'));
    if (o.ruffle) out.push(p("M-126 200Q0 214 126 200L130 230Q0 246 -130 230Z", o.ruffle));
  } else {
    out.push(s("M-24 -40Q-44 70 -90 190M24 -40Q44 70 90 190M0 -40L0 196", dark, 4, ' stroke-opacity=".15"'));
    if (o.ruffle) out.push(p(`M-178 140Q0 164 178 140${hem}Z`, o.ruffle));
    out.push(p("M-69 -80L69 -80L76 -50L-76 -50Z", o.sash ?? shade(o.color, 0.1)));
  }
  if (o.back) {
    out.push(s("M0 -194L0 -60", dark, 2.5, ' stroke-opacity=".3"'));
    for (const y of [-176, -146, -116]) out.push(circle(0, y, 5, tint(o.color, 0.5)));
    if (o.bow && !o.straight) out.push(at(bow(o.bow), { x: 0, y: -64, s: 0.9 }));
    return out.join("");
  }
  if (o.collar) out.push(both(p("M0 -168Q34 -166 56 -196Q72 -164 48 -146Q22 -136 0 -166Z", o.collar)));
  if (o.bow) out.push(at(bow(o.bow), { x: 0, y: o.straight ? -150 : -64, s: o.straight ? 0.6 : 1.1 }));
  return out.join("");
}

/** An A-line skirt with a waistband; `tulle` makes it layered net; `pleats` folds it. */
export function skirt(o: { color: string; fill?: string; tulle?: boolean; back?: boolean }): string {
  const fill = o.fill ?? o.color;
  const dark = seam(o.color, 0.3);
  const out: string[] = [];
  if (o.tulle) {
    for (const [k, op] of [
      [1.12, ".45"],
      [1.06, ".6"],
      [1, ".9"],
    ] as const) {
      out.push(
        p(
          `M-90 -110L90 -110Q${150 * k} 20 ${180 * k} ${150 * k}Q${90 * k} ${176 * k} 0 ${166 * k}Q${-90 * k} ${176 * k} ${-180 * k} ${150 * k}Q${-150 * k} 20 -90 -110Z`,
          fill,
          ` opacity="${op}"`,
        ),
      );
    }
    out.push(s("M-60 -90Q-90 40 -120 150M0 -90L0 170M60 -90Q90 40 120 150", tint(o.color, 0.5), 3, ' stroke-opacity=".6"'));
  } else {
    out.push(p("M-90 -110L90 -110Q150 20 180 150Q90 170 0 166Q-90 170 -180 150Q-150 20 -90 -110Z", fill));
    out.push(s("M-40 -100Q-70 30 -90 160M40 -100Q70 30 90 160M0 -100L0 166", dark, 4, ' stroke-opacity=".18"'));
    out.push(p("M-180 150Q-90 170 0 166Q90 170 180 150L178 140Q90 158 0 154Q-90 158 -178 140Z", dark, ' opacity=".2"'));
  }
  out.push(p("M-94 -140L94 -140L92 -106L-92 -106Z", shade(o.color, 0.1)));
  if (o.back) out.push(s("M0 -104L0 -40", dark, 4, ' stroke-opacity=".4"'));
  else out.push(circle(70, -123, 7, tint(o.color, 0.5)));
  return out.join("");
}
