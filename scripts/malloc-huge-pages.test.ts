import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { hugePages } from "./machine-speed.ts";
import { withMallocHugePages } from "./malloc-huge-pages.ts";

/** A Node process that touches a 64 MiB buffer: how much of its memory is in huge pages, and its page faults. */
function touch64MiB(tunables: string): { hugeKb: number; faults: number } {
  const script = `const b = Buffer.allocUnsafeSlow(64 * 2 ** 20);
    for (let at = 0; at < b.length; at += 4096) b[at] = 1;
    const smaps = require("node:fs").readFileSync("/proc/self/smaps_rollup", "utf8");
    console.log(JSON.stringify({ hugeKb: Number(/AnonHugePages:\\s+(\\d+)/.exec(smaps)?.[1]), faults: process.resourceUsage().minorPageFault }));`;
  const child = spawnSync(process.execPath, ["-e", script], {
    env: { ...process.env, GLIBC_TUNABLES: tunables, NODE_OPTIONS: "" },
    encoding: "utf8",
  });
  return JSON.parse(child.stdout);
}

describe("malloc's huge pages for the test processes", () => {
  it("are added to the tunables already set, and a value set for them is kept", () => {
    expect(withMallocHugePages()).toBe("glibc.malloc.hugetlb=1");
    expect(withMallocHugePages("glibc.malloc.arena_max=2")).toBe("glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1");
    expect(withMallocHugePages("glibc.malloc.hugetlb=0")).toBe("glibc.malloc.hugetlb=0");
  });

  // Only where the kernel gives huge pages to a process that asks (`madvise`); `always` gives them to every process.
  it.runIf(hugePages() === "madvise")("put a process's large buffers in huge pages, with far fewer faults", () => {
    const plain = touch64MiB("");
    const huge = touch64MiB(withMallocHugePages());
    expect(plain.hugeKb).toBe(0);
    expect(huge.hugeKb).toBeGreaterThanOrEqual(60 * 1024);
    // 16,384 small pages for the buffer alone, against 32 huge ones.
    expect(huge.faults).toBeLessThan(plain.faults - 10_000);
  });
});
