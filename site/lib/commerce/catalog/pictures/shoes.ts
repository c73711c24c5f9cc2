/**
 * Shoes. Side views face right and stand on y = 0; top views point the toe up,
 * centred on 0 0.
 */
import { at, bow, C, circle, lay, p, rect, ribs, s, shade, tint } from "./ink.ts";

export interface ShoeOptions {
  color: string;
  /** A fill for the upper (glitter, print, suede sheen). */
  fill?: string;
  sole?: string;
  accent?: string;
  lining?: string;
  /** Laces instead of hook-and-loop straps, where a shoe has either. */
  laces?: boolean;
}

function darker(o: ShoeOptions): ShoeOptions {
  const far: ShoeOptions = { color: shade(o.color, 0.12) };
  if (o.sole) far.sole = shade(o.sole, 0.12);
  if (o.accent) far.accent = shade(o.accent, 0.12);
  if (o.lining) far.lining = shade(o.lining, 0.12);
  if (o.laces !== undefined) far.laces = o.laces;
  if (o.fill) far.fill = o.fill;
  return far;
}

/** Both shoes of a pair seen from the side: the far one a little darker, behind and to the right. */
export function pair(draw: (o: ShoeOptions) => string, o: ShoeOptions, dx = 110, dy = -40): string {
  return lay(draw(darker(o)), { x: dx / 2, y: dy / 2 }) + lay(draw(o), { x: -dx / 2, y: -dy / 2 });
}

/** Both shoes of a pair seen from above, side by side. */
export function pairFromAbove(draw: (o: ShoeOptions) => string, o: ShoeOptions, gap = 150): string {
  return lay(draw(o), { x: -gap / 2, y: 0, flip: true, r: 4 }) + lay(draw(o), { x: gap / 2, y: 0, r: -4 });
}

const FOOTBED =
  "M4 -150C46 -150 62 -110 62 -62C62 -12 48 22 48 64C48 122 30 150 0 150C-34 150 -50 122 -50 70C-50 22 -60 -18 -60 -70C-60 -122 -38 -150 4 -150Z";
const OPENING = "M0 -34C32 -34 42 -2 42 50C42 112 26 134 0 134C-28 134 -42 112 -42 56C-42 4 -30 -34 0 -34Z";

/** A shoe's sole seen from below, toe up: the tread of a side-view shoe's back picture. */
export function soleFromBelow(o: ShoeOptions): string {
  const sole = o.sole ?? C.sole;
  const tread = [-110, -80, -50, -20, 40, 70, 100].map((y) => `M-40 ${y}L40 ${y}`).join("");
  return [
    `<g transform="scale(1.04)">${p(FOOTBED, shade(sole, 0.25))}</g>`,
    p(FOOTBED, sole),
    s(tread, shade(sole, 0.3), 8, ' stroke-opacity=".5"'),
    `<g transform="scale(.8)">${s(FOOTBED, o.color, 10)}</g>`,
  ].join("");
}

export function winterBoot(o: ShoeOptions): string {
  const dark = shade(o.color, 0.3);
  const laces = [-170, -146, -122].map((y) => `M-6 ${y - 8}L-34 ${y + 8}M-6 ${y + 8}L-34 ${y - 8}`).join("");
  return [
    p("M-112 -20Q-124 -60 -114 -110L-110 -188L-4 -188L2 -124Q48 -110 96 -86Q146 -62 146 -24Z", o.fill ?? o.color),
    p("M-113 -24Q-124 -60 -115 -98Q-78 -98 -66 -70Q-58 -44 -62 -24Z", shade(o.color, 0.08)),
    p("M62 -96Q124 -76 146 -30L146 -24L50 -24Q40 -66 62 -96Z", shade(o.color, 0.1)),
    p("M-40 -186L-2 -186L4 -120L-40 -118Z", shade(o.color, 0.14)),
    o.laces === false
      ? rect(-60, -150, 64, 22, 8, shade(o.color, 0.3)) + rect(-60, -118, 64, 22, 8, shade(o.color, 0.3))
      : s(laces, C.cream, 5),
    s("M-60 -24Q-60 -70 -30 -100Q10 -104 60 -96", dark, 3, ' stroke-opacity=".3" stroke-dasharray="5 6"'),
    p(
      "M-126 -160Q-134 -204 -110 -206Q-98 -226 -76 -214Q-60 -230 -42 -214Q-24 -226 -8 -208Q12 -200 2 -162Q-62 -152 -126 -160Z",
      o.lining ?? C.cream,
    ),
    p("M-122 -30L144 -30Q160 -28 158 -10L156 4Q154 14 142 14L-114 14Q-126 14 -126 2Z", o.sole ?? C.sole),
    s("M-122 -24L150 -24", tint(o.sole ?? C.sole, 0.25), 3),
  ].join("");
}

export function welly(o: ShoeOptions): string {
  const sole = o.sole ?? C.sole;
  return [
    p("M-110 -20L-114 -240Q-60 -250 -6 -240L0 -120Q40 -104 96 -80Q144 -58 144 -20Z", o.fill ?? o.color),
    p("M-116 -244Q-60 -256 -4 -244L-4 -224Q-60 -234 -116 -224Z", shade(o.color, 0.1)),
    p("M-118 -236L-136 -230L-134 -206L-114 -208Z", shade(o.color, 0.1)),
    p("M-90 -210L-76 -210L-78 -46L-92 -46Z", "#ffffff", ' opacity=".22"'),
    p("M40 -100Q90 -84 120 -60", "none", ' stroke="#fff" stroke-opacity=".22" stroke-width="10" stroke-linecap="round"'),
    p("M-122 -30L142 -30Q160 -28 158 -10L156 14L-124 14Z", sole),
    s("M-120 -6L154 -6", shade(sole, 0.3), 4),
  ].join("");
}

/** A Chelsea boot: ankle height, elastic side panel, a pull tab at the back. */
export function chelseaBoot(o: ShoeOptions): string {
  const sole = o.sole ?? shade(o.color, 0.45);
  return [
    p("M-112 -16L-116 -170Q-70 -180 -20 -172L-10 -110Q40 -96 96 -70Q142 -50 142 -16Z", o.fill ?? o.color),
    p("M-70 -176L-30 -174L-40 -96Q-56 -80 -74 -96Z", shade(o.color, 0.25)),
    ribs([-70, -176], [-30, -174], [-74, -96], [-40, -96], 5, shade(o.color, 0.45), 2),
    p("M-118 -168L-120 -206Q-110 -212 -104 -204L-100 -170Z", shade(o.color, 0.15)),
    s("M40 -90Q90 -74 120 -50", "#ffffff", 6, ' stroke-opacity=".25"'),
    p("M-122 -22L140 -22Q152 -20 150 -8L148 0L-70 0L-72 12L-120 12Z", sole),
  ].join("");
}

const SNEAKER = "M-118 -28L-124 -116Q-124 -134 -104 -134L-62 -124Q-10 -104 30 -92Q104 -82 136 -56Q152 -42 150 -28Z";
const HIGH_TOP = "M-118 -28L-122 -196Q-100 -212 -40 -200L-30 -110Q10 -100 30 -92Q104 -82 136 -56Q152 -42 150 -28Z";
const SNEAKER_TONGUE = "M-64 -124L-48 -150Q-30 -150 -28 -116Z";
const SNEAKER_TOE = "M70 -84Q130 -74 150 -34L66 -34Q56 -60 70 -84Z";
const SNEAKER_SOLE = "M-126 -30L150 -30Q162 -28 160 -12Q158 8 138 8L-116 8Q-130 8 -130 -10Z";

function crossLaces(points: number[][], color: string): string {
  const d = points.map(([x = 0, y = 0]) => `M${x - 9} ${y - 7}L${x + 9} ${y + 7}M${x - 9} ${y + 7}L${x + 9} ${y - 7}`).join("");
  return s(d, color, 4);
}

/** A child's sneaker with two hook-and-loop straps (or laces). */
export function sneaker(o: ShoeOptions): string {
  const accent = o.accent ?? C.white;
  const sole = o.sole ?? C.white;
  const strap = (x: number, y: number) => rect(-12, -34, 24, 68, 11, accent, ` transform="translate(${x} ${y}) rotate(-20)"`);
  return [
    p(SNEAKER_TONGUE, shade(o.color, 0.1)),
    p(SNEAKER, o.fill ?? o.color),
    p("M-124 -118Q-124 -134 -104 -134L-62 -124L-64 -108L-104 -116Q-116 -116 -124 -102Z", tint(o.color, 0.25)),
    p(SNEAKER_TOE, shade(sole, 0.04)),
    o.laces
      ? crossLaces(
          [
            [-44, -108],
            [-16, -98],
            [12, -88],
          ],
          shade(accent, 0.1),
        )
      : strap(-42, -84) + strap(0, -70),
    p(SNEAKER_SOLE, sole),
    s("M-128 -14L156 -14", shade(sole, 0.15), 3),
  ].join("");
}

/** A high-top sneaker: the shaft to above the ankle, a round ankle patch, laces or straps. */
export function highTop(o: ShoeOptions): string {
  const accent = o.accent ?? C.white;
  const sole = o.sole ?? C.white;
  const points = [
    [-52, -180],
    [-48, -150],
    [-40, -120],
    [-10, -100],
    [18, -90],
  ];
  return [
    p("M-60 -196L-40 -214Q-22 -212 -26 -110Z", shade(o.color, 0.1)),
    p(HIGH_TOP, o.fill ?? o.color),
    circle(-86, -150, 20, accent),
    circle(-86, -150, 12, shade(accent, 0.15)),
    p(SNEAKER_TOE, shade(sole, 0.04)),
    o.laces
      ? crossLaces(points, shade(accent, 0.1))
      : rect(-12, -40, 24, 80, 11, accent, ' transform="translate(-42 -132) rotate(-10)"') +
        crossLaces(points.slice(3), shade(accent, 0.1)),
    p(SNEAKER_SOLE, sole),
    s("M-128 -14L156 -14", shade(sole, 0.15), 3),
  ].join("");
}

/** A laced sports shoe with a wave along its side; `running` gives it a thick, curved sole. */
export function sportShoe(o: ShoeOptions, running = false): string {
  const accent = o.accent ?? C.teal;
  const sole = o.sole ?? C.white;
  const laces = crossLaces(
    [
      [-44, -108],
      [-16, -98],
      [12, -88],
    ],
    shade(o.color, 0.4),
  );
  const out = [
    p(SNEAKER_TONGUE, shade(o.color, 0.1)),
    p(SNEAKER, o.fill ?? o.color),
    p(SNEAKER_TOE, shade(o.color, 0.06)),
    s("M-112 -54Q-60 -102 -10 -64Q30 -36 84 -52", accent, 12),
    laces,
    p("M-124 -120L-108 -122L-108 -70L-124 -72Z", accent),
  ];
  if (running) {
    out.push(p("M-130 -34L150 -34Q166 -30 162 -10Q150 18 120 22L-110 22Q-134 20 -134 -6Z", sole));
    out.push(s("M-120 -14Q0 -4 150 -18", accent, 5, ' stroke-opacity=".7"'));
    out.push(s("M-126 12L140 12", shade(sole, 0.25), 4));
  } else {
    out.push(p(SNEAKER_SOLE, sole), s("M-128 -14L156 -14", shade(sole, 0.15), 3));
  }
  return out.join("");
}

/** A dress shoe: laced (lace-ups) or with a strap across the instep (loafers). */
export function dressShoe(o: ShoeOptions, loafer = false): string {
  const sole = o.sole ?? shade(o.color, 0.45);
  const out = [p("M-118 -14L-122 -84Q-120 -98 -98 -96L-44 -90Q10 -70 72 -58Q134 -48 138 -14Z", o.fill ?? o.color)];
  if (loafer) {
    out.push(p("M-40 -92Q10 -90 44 -64L30 -48Q-6 -66 -46 -70Z", shade(o.color, 0.16)));
    out.push(rect(-16, -84, 28, 10, 4, shade(o.color, 0.35), ' transform="rotate(14 0 -80)"'));
    out.push(s("M30 -64Q70 -40 120 -36", shade(o.color, 0.3), 3, ' stroke-opacity=".4" stroke-dasharray="4 5"'));
  } else {
    out.push(p("M-48 -90Q-4 -76 24 -66L10 -44Q-30 -56 -60 -56Z", shade(o.color, 0.12)));
    out.push(s("M-34 -78L-18 -64M-16 -72L-2 -58", tint(o.color, 0.5), 4));
  }
  out.push(
    s("M44 -62Q94 -58 116 -42", "#ffffff", 6, ' stroke-opacity=".3"'),
    s("M-108 -80Q-110 -50 -104 -20", "#ffffff", 4, ' stroke-opacity=".2"'),
    p("M-124 -20L140 -20Q152 -18 150 -6L148 2L-64 2L-68 12L-120 12Z", sole),
  );
  return out.join("");
}

/** A baby's first walking shoe: soft, high at the ankle, one wide strap, a rounded toe. */
export function firstShoe(o: ShoeOptions): string {
  const sole = o.sole ?? tint(o.color, 0.6);
  return [
    p("M-96 -20Q-108 -100 -90 -150Q-40 -162 -10 -146Q0 -110 30 -96Q100 -86 116 -50Q124 -30 118 -20Z", o.fill ?? o.color),
    s("M-92 -148Q-40 -160 -12 -146", tint(o.color, 0.4), 8),
    rect(-20, -40, 40, 90, 16, o.accent ?? shade(o.color, 0.2), ' transform="translate(-34 -96) rotate(-24)"'),
    s("M-4 -80Q60 -76 104 -40", shade(o.color, 0.3), 3, ' stroke-opacity=".35" stroke-dasharray="5 6"'),
    p("M-102 -24L120 -24Q128 -22 126 -10Q124 6 108 6L-90 6Q-104 6 -104 -8Z", sole),
  ].join("");
}

export function balletFlat(o: ShoeOptions): string {
  return [
    p(FOOTBED, o.fill ?? o.color),
    p(OPENING, o.lining ?? tint(o.color, 0.7)),
    s(OPENING, shade(o.color, 0.15), 6),
    at(bow(o.accent ?? tint(o.color, 0.3)), { x: 0, y: -36, s: 0.55 }),
  ].join("");
}

export function slipper(o: ShoeOptions): string {
  const fleece = o.lining ?? C.cream;
  return [
    p(FOOTBED, o.fill ?? o.color),
    `<g transform="scale(.86)">${s(FOOTBED, shade(o.color, 0.2), 3, ' stroke-dasharray="6 8"')}</g>`,
    p(OPENING, fleece),
    s(OPENING, fleece, 18, ' stroke-dasharray="0.1 14"'),
    s(OPENING, tint(fleece, 0.3), 4, ' stroke-opacity=".6"'),
    circle(0, -84, 24, fleece),
    s("M0 -84m-24 0a24 24 0 1 0 48 0a24 24 0 1 0 -48 0", fleece, 12, ' stroke-dasharray="0.1 12"'),
  ].join("");
}

export function sandal(o: ShoeOptions): string {
  const sole = o.sole ?? C.wood;
  return [
    `<g transform="scale(1.06)">${p(FOOTBED, shade(sole, 0.2))}</g>`,
    p(FOOTBED, sole),
    s("M-50 20C-52 100 -36 144 0 144C32 144 50 100 48 20", o.color, 18),
    rect(-70, -104, 140, 42, 16, o.fill ?? o.color),
    rect(-64, -16, 128, 40, 16, o.fill ?? o.color),
    rect(40, -12, 26, 32, 6, C.gold),
  ].join("");
}

/** A slide: a moulded footbed and one wide band over the toes. */
export function slide(o: ShoeOptions): string {
  const bed = o.sole ?? tint(o.color, 0.55);
  return [
    `<g transform="scale(1.06)">${p(FOOTBED, shade(o.color, 0.25))}</g>`,
    p(FOOTBED, bed),
    s("M-30 60C-30 100 -20 124 0 124C20 124 30 100 30 60", shade(bed, 0.12), 4),
    p("M-66 -96Q0 -116 66 -96L62 -8Q0 6 -62 -8Z", o.fill ?? o.color),
    s("M-56 -52Q0 -64 56 -52", tint(o.color, 0.35), 6),
  ].join("");
}
