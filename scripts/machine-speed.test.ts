import { describe, expect, it } from "vitest";
import { describeMachine, measureMachine } from "./machine-speed.ts";

describe("the machine's speed", () => {
  it("reads the loop, a page's first touch and a spawn as positive figures, and says them in one line", () => {
    const speed = measureMachine({ mebibytes: 8 });
    for (const figure of [speed.loopMs, speed.pageTouchUs, speed.spawnMs]) {
      expect(Number.isFinite(figure)).toBe(true);
      expect(figure).toBeGreaterThan(0);
    }
    // A page touched costs at least its zeroing: a figure of nanoseconds would mean the faults were not counted.
    expect(speed.pageTouchUs).toBeGreaterThan(0.05);
    expect(["always", "madvise", "never", "unknown"]).toContain(speed.hugePages);
    expect(describeMachine({ loopMs: 250.4, pageTouchUs: 16.34, spawnMs: 47.9, hugePages: "madvise" })).toBe(
      "3·10⁸-step loop 250 ms, a page's first touch 16.3 µs, a spawn 48 ms, huge pages madvise",
    );
  });
});
