import { describe, expect, it } from "vitest";
import { MARKET_CODES } from "#lib/markets/markets.ts";
import { FLAGS } from "./flags.ts";

describe("market flags", () => {
  it("draws every market's flag inside its own proportions", () => {
    for (const code of MARKET_CODES) {
      const flag = FLAGS[code];
      expect(flag.shapes.length, code).toBeGreaterThan(0);
      for (const { rect, fill } of flag.shapes) {
        const [x, y, w, h] = rect;
        expect(fill, code).toMatch(/^#[0-9a-f]{6}$/);
        expect(x >= 0 && y >= 0 && w > 0 && h > 0, code).toBe(true);
        expect(x + w <= flag.width + 1e-9 && y + h <= flag.height + 1e-9, code).toBe(true);
      }
    }
  });

  it("puts the Nordic crosses off centre, towards the hoist", () => {
    for (const code of ["se", "no", "dk", "fi"] as const) {
      const flag = FLAGS[code];
      const [x, , w] = flag.shapes[0]?.rect ?? [0, 0, 0, 0];
      expect(x + w / 2, code).toBeLessThan(flag.width / 2);
    }
  });

  it("tells the tricolours apart by their bands", () => {
    expect(FLAGS.nl.shapes.map((s) => s.fill)).toEqual(["#ae1c28", "#ffffff", "#21468b"]);
    expect(FLAGS.fr.shapes[0]?.rect).toEqual([0, 0, 1, 2]);
    expect(FLAGS.de.shapes[2]?.rect).toEqual([0, 2, 5, 1]);
  });
});
