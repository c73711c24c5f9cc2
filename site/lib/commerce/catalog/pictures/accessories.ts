/**
 * Accessories: hats, mittens and gloves, socks, bags, belts, hair things and
 * jewellery, and the gift card. Each is drawn in its own coordinates, centred on 0 0.
 */
import {
  at,
  both,
  bow,
  C,
  circle,
  defs,
  ellipse,
  flakeShape,
  lay,
  n,
  p,
  rect,
  ribs,
  s,
  shade,
  star,
  stripes,
  tint,
} from "./ink.ts";

/** A knitted beanie: crown, folded ribbed band, and a pompom when `pompom` is given. */
export function beanie(color: string, fill = color, pompom?: string): string {
  const out: string[] = [];
  if (pompom) {
    const fluff = Array.from({ length: 10 }, (_, i) => {
      const t = (i / 10) * Math.PI * 2;
      return circle(Math.cos(t) * 38, -144 + Math.sin(t) * 38, 15, pompom);
    }).join("");
    out.push(circle(0, -144, 44, pompom), fluff);
  }
  out.push(
    p("M-112 40Q-118 -70 -60 -110Q0 -140 60 -110Q118 -70 112 40Z", fill),
    p("M-124 30Q0 16 124 30L126 94Q0 106 -126 94Z", color),
    ribs([-122, 34], [122, 34], [-124, 92], [124, 92], 18, shade(color, 0.3)),
  );
  return out.join("");
}

/** The striped bobble hat of the editorial pictures. */
export function hat(a: string, b: string, pompom = C.cream): string {
  return beanie(a, stripes(a, b, 26), pompom);
}

/** A baseball cap from the side: six-panel crown, top button, the peak to the right. */
export function cap(color: string, fill = color): string {
  const dark = shade(color, 0.3);
  return [
    p("M-150 60Q-160 -110 -10 -120Q130 -116 140 40Q0 70 -150 60Z", fill),
    s("M-10 -120Q-40 -20 -30 62M-10 -120Q60 -40 70 50M-10 -120Q-110 -60 -110 58", dark, 3, ' stroke-opacity=".3"'),
    circle(-10, -120, 11, shade(color, 0.15)),
    circle(30, -60, 5, dark, ' opacity=".4"'),
    p("M100 20Q200 10 250 52Q240 74 130 62Q110 56 100 20Z", shade(color, 0.12)),
    s("M120 40Q190 36 236 60", dark, 3, ' stroke-opacity=".35" stroke-dasharray="6 6"'),
    p("M-150 60Q0 70 140 40L138 54Q0 84 -150 74Z", shade(color, 0.2)),
  ].join("");
}

export function mitten(color: string, cuff = color, motif = C.cream, fill = color): string {
  const dark = shade(color, 0.3);
  return [
    p("M-56 10Q-98 6 -106 -38Q-110 -78 -84 -84Q-64 -86 -58 -50Z", fill),
    p("M-58 70L-60 -40Q-62 -150 2 -152Q64 -150 62 -50L60 70Z", fill),
    s("M-58 -48Q-66 -20 -56 12", dark, 3, ' stroke-opacity=".3"'),
    p("M-64 60L64 60L66 142Q0 150 -66 142Z", cuff),
    ribs([-64, 60], [64, 60], [-66, 144], [66, 144], 10, shade(cuff, 0.3)),
    at(flakeShape(motif), { x: 4, y: -60, s: 1.2 }),
  ].join("");
}

/** Two mittens side by side, joined by their cord. */
export function mittens(color: string, cuff = color): string {
  const id = `mt${color.slice(1)}`;
  defs.set(id, `<g id="${id}">${mitten(color, cuff)}</g>`);
  return [
    s("M-80 140Q-40 260 40 210Q90 180 80 140", shade(cuff, 0.2), 5),
    lay(`<use href="#${id}"/>`, { x: -80, y: 0, r: -8 }),
    lay(`<use href="#${id}"/>`, { x: 80, y: 0, r: 8, flip: true }),
  ].join("");
}

/** A five-fingered glove, palm down, thumb to the left. */
export function glove(color: string, fill = color): string {
  const dark = shade(color, 0.3);
  const fingers = [
    [-42, -150, 24],
    [-12, -170, 24],
    [18, -164, 24],
    [46, -136, 22],
  ]
    .map(([x = 0, y = 0, w = 0]) => rect(x - w / 2, y, w, 120, w / 2, fill))
    .join("");
  return [
    fingers,
    p("M-56 10Q-98 6 -106 -38Q-110 -78 -84 -84Q-64 -86 -58 -50Z", fill),
    p("M-58 70L-60 -40Q-60 -70 -30 -72L50 -72Q62 -60 60 -40L60 70Z", fill),
    s("M-27 -70L-27 -30M3 -72L3 -30M32 -70L32 -30", dark, 3, ' stroke-opacity=".3"'),
    p("M-64 60L64 60L66 132Q0 140 -66 132Z", shade(color, 0.12)),
    ribs([-64, 60], [64, 60], [-66, 134], [66, 134], 10, dark),
  ].join("");
}

export function sock(color: string, heel: string, pattern?: string): string {
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
export function woolSock(color: string, pattern: string): string {
  return (
    sock(color, pattern) +
    s("M-40 -84L-30 -74L-20 -84L-10 -74L0 -84L10 -74L20 -84L30 -74L40 -84", pattern, 4) +
    at(flakeShape(pattern), { x: 0, y: -36, s: 1.4 }) +
    s("M-40 10L-30 0L-20 10L-10 0L0 10L10 0L20 10L30 0L40 10", pattern, 4)
  );
}

export function sunHat(straw: string, band: string, fill = tint(straw, 0.12)): string {
  const rings = [150, 120].map((rx) => `M${-rx} 10A${rx} ${rx * 0.38} 0 0 0 ${rx} 10`).join("");
  return [
    ellipse(0, 0, 210, 84, straw),
    s(rings, shade(straw, 0.2), 3, ' stroke-opacity=".4"'),
    p("M-104 -6Q-104 -124 0 -128Q104 -124 104 -6Q0 22 -104 -6Z", fill),
    p("M-104 -6Q0 22 104 -6L104 -40Q0 -16 -103 -40Z", band),
    at(bow(shade(band, 0.15)), { x: 66, y: -20, s: 0.6 }),
  ].join("");
}

export function backpack(color: string, flap: string, motif = C.white, reflectors = false): string {
  return [
    s("M-34 -170Q-34 -218 0 -218Q34 -218 34 -170", shade(color, 0.2), 14),
    p("M-122 -130Q-122 -172 -80 -172L80 -172Q122 -172 122 -130L126 168Q126 192 102 192L-102 192Q-126 192 -126 168Z", color),
    p("M-122 -130Q-122 -172 -80 -172L80 -172Q122 -172 122 -130L122 -20Q0 10 -122 -20Z", flap),
    both(rect(50, -60, 22, 130, 6, shade(flap, 0.1)) + rect(44, 40, 34, 26, 5, C.grey)),
    p("M-86 90L86 90Q96 90 96 100L96 170Q96 178 86 178L-86 178Q-96 178 -96 170L-96 100Q-96 90 -86 90Z", shade(color, 0.1)),
    s("M-80 104L80 104", shade(color, 0.35), 4),
    at(flakeShape(motif), { x: 0, y: -100, s: 1.6 }),
    reflectors ? rect(-124, 20, 248, 16, 0, "#dfe4ea") : "",
  ].join("");
}

/** A backpack's back: padded panel and two shoulder straps. */
export function backpackBack(color: string): string {
  const dark = shade(color, 0.25);
  return [
    s("M-34 -170Q-34 -218 0 -218Q34 -218 34 -170", shade(color, 0.2), 14),
    p("M-122 -130Q-122 -172 -80 -172L80 -172Q122 -172 122 -130L126 168Q126 192 102 192L-102 192Q-126 192 -126 168Z", color),
    rect(-92, -130, 184, 260, 30, shade(color, 0.08)),
    s("M-60 -120L-60 120M0 -120L0 120M60 -120L60 120", dark, 3, ' stroke-opacity=".25"'),
    both(p("M40 -168Q70 -100 64 40Q60 120 90 186L60 190Q30 120 36 40Q40 -100 20 -168Z", shade(color, 0.2))),
  ].join("");
}

/** A drawstring gym bag: a soft sack gathered at the top on two cords. */
export function gymBag(color: string, fill = color): string {
  const dark = shade(color, 0.3);
  return [
    s("M-110 170L-40 -150M110 170L40 -150", C.white, 8),
    p("M-110 -150Q0 -130 110 -150Q124 40 118 190Q0 202 -118 190Q-124 40 -110 -150Z", fill),
    p("M-110 -150Q0 -130 110 -150L112 -116Q0 -96 -112 -116Z", shade(color, 0.1)),
    s(
      "M-100 -120Q-60 -80 -70 0M100 -120Q60 -80 70 0M-30 -110Q-20 -60 -34 -20M30 -110Q20 -60 34 -20",
      dark,
      3,
      ' stroke-opacity=".25"',
    ),
    both(rect(96, 168, 28, 22, 5, shade(color, 0.25))),
    s("M-40 -150Q0 -200 40 -150", C.white, 8),
  ].join("");
}

/** A belt, coiled: the strap with its holes and the buckle. */
export function belt(color: string, fill = color): string {
  const dark = shade(color, 0.35);
  return [
    p("M-170 -30L150 -30Q190 -30 190 0Q190 30 150 30L-170 30Z", fill),
    s("M-166 -20L150 -20M-166 20L150 20", dark, 2, ' stroke-opacity=".4" stroke-dasharray="5 5"'),
    ...[40, 70, 100, 130].map((x) => circle(x, 0, 5, dark)),
    rect(-200, -44, 50, 88, 10, "none", ` stroke="${C.gold}" stroke-width="12"`),
    s("M-176 0L-130 0", C.gold, 8),
    p("M-110 -38L-90 -38L-90 38L-110 38Z", shade(color, 0.15)),
  ].join("");
}

/** Hair clips: two snap clips, the slim kind with a long oval cut-out. */
export function hairClips(color: string, fill = color): string {
  const clip = (k: number) =>
    p("M-150 -14Q-150 -30 -120 -30L120 -30Q150 -30 150 0Q150 30 120 30L-120 30Q-150 30 -150 14Z", fill) +
    p("M-110 -12L90 -12Q104 -12 104 0Q104 12 90 12L-110 12Q-120 12 -120 0Q-120 -12 -110 -12Z", shade(color, 0.35)) +
    (k ? circle(130, 0, 8, tint(color, 0.5)) : "");
  return [
    at(clip(1), { x: 0, y: -60, r: -8 }),
    at(clip(0), { x: 10, y: 60, r: 6 }),
    at(star(tint(color, 0.45), 16), { x: -110, y: -70 }),
  ].join("");
}

/** A scrunchie: a gathered ring of fabric. */
export function scrunchie(color: string, fill: string, hole: string): string {
  const dark = shade(color, 0.25);
  const lobes = Array.from({ length: 14 }, (_, i) => {
    const t = (i / 14) * Math.PI * 2;
    return circle(Math.cos(t) * 110, Math.sin(t) * 110, 46, i % 2 ? fill : shade(color, 0.06));
  }).join("");
  const folds = Array.from({ length: 14 }, (_, i) => {
    const t = (i / 14 + 1 / 28) * Math.PI * 2;
    return `M${n(Math.cos(t) * 76)} ${n(Math.sin(t) * 76)}L${n(Math.cos(t) * 146)} ${n(Math.sin(t) * 146)}`;
  }).join("");
  return lobes + s(folds, dark, 3, ' stroke-opacity=".35"') + circle(0, 0, 64, hole);
}

/** A necklace: a fine chain in a drop, with a pendant in the product's colour. */
export function necklace(color: string, fill = color): string {
  return [
    s("M-150 -170Q-150 60 0 120Q150 60 150 -170", C.gold, 5, ' stroke-dasharray="9 4"'),
    circle(0, 120, 10, C.gold),
    p("M0 130Q-50 130 -50 180Q-50 230 0 260Q50 230 50 180Q50 130 0 130Z", fill),
    p("M-20 160Q-30 180 -18 200", "none", ' stroke="#fff" stroke-opacity=".5" stroke-width="8" stroke-linecap="round"'),
  ].join("");
}

/** An Alice band: a curved headband with a fabric wrap. */
export function headband(color: string, fill = color): string {
  const dark = shade(color, 0.3);
  return [
    p("M-170 120Q-190 -150 0 -160Q190 -150 170 120L140 120Q160 -116 0 -124Q-160 -116 -140 120Z", fill),
    s("M-150 60Q-160 -120 0 -140Q160 -120 150 60", dark, 3, ' stroke-opacity=".3" stroke-dasharray="8 10"'),
  ].join("");
}

export function giftCard(color: string, ribbon: string, text?: string, ink: string = C.navy): string {
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

/** The back of a gift card: the magnetic strip and lines for the code. */
export function giftCardBack(color: string): string {
  return [
    rect(-210, -130, 420, 260, 20, color),
    rect(-210, -90, 420, 50, 0, C.ink),
    rect(-176, 10, 220, 34, 6, C.white),
    s("M-176 80L120 80M-176 104L40 104", C.white, 6, ' stroke-opacity=".5"'),
  ].join("");
}
