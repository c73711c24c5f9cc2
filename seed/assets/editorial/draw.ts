/**
 * Draws the editorial pictures of the shop (home hero, category tiles, guides,
 * inspiration pages, community looks, member club) as flat SVG illustrations.
 *
 *   node seed/assets/editorial/draw.ts    writes every picture next to this script
 *
 * Each object is a small function drawing it in its own coordinates (about 400
 * units tall, centred on 0 0, shoes standing on y = 0); a scene places objects with
 * `lay()`, which adds the soft shadow. Deterministic: same script, same files. The
 * garments, shoes and accessories come from the product pictures' drawing kit
 * (site/lib/commerce/catalog/pictures/), so the shop and its editorial pictures share one hand.
 */
import { writeFileSync } from "node:fs";
import { backpack, giftCard, hat, mittens, sock, sunHat, woolSock } from "#lib/commerce/catalog/pictures/accessories.ts";
import { dress, trousers } from "#lib/commerce/catalog/pictures/bottoms.ts";
import {
  at,
  both,
  bow,
  C,
  circle,
  defs,
  dots,
  ellipse,
  flakeShape,
  lay,
  n,
  p,
  random,
  rect,
  s,
  shade,
  sheen,
  star,
  stripes,
  tint,
} from "#lib/commerce/catalog/pictures/ink.ts";
import {
  balletFlat,
  dressShoe,
  pair,
  pairFromAbove,
  sandal,
  slipper,
  sneaker,
  sportShoe,
  welly,
  winterBoot,
} from "#lib/commerce/catalog/pictures/shoes.ts";
import { snowsuit, top } from "#lib/commerce/catalog/pictures/tops.ts";

// Things only the editorial pictures have -------------------------------------------

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

function heart(color: string): string {
  return p("M0 60C-80 10 -100 -50 -56 -70C-30 -80 -8 -64 0 -44C8 -64 30 -80 56 -70C100 -50 80 10 0 60Z", color);
}

// Scenery -----------------------------------------------------------------------------

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
