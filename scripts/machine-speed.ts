/**
 * How fast this machine is at what the test suite spends its time on, so that `npm test`'s seconds on one
 * machine can be set against another's. The machines this project runs on differ by two times in the suite's
 * wall time for the same commit (bench/README.md, stop 60), and a page's first touch costs 13–17 µs on them
 * (stops 44 and 60): the suite's processes (Chromium's renderers, PGlite's WebAssembly memory, every new Node
 * process) touch hundreds of megabytes each.
 *
 * `npm test` prints the short reading (about half a second) before its first step, when the machine is
 * still quiet; `node bench/machine.mjs` takes the median of several.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resourceUsage } from "node:process";

export interface MachineSpeed {
  /** Milliseconds of a 3·10⁸-step loop of plain JavaScript (stop 44's machine: 0.5 s). */
  loopMs: number;
  /** Microseconds a page costs at its first touch: the fault and the kernel's zeroing. */
  pageTouchUs: number;
  /** Milliseconds to fork and exec `/bin/true` from this (Node) process. */
  spawnMs: number;
  /** The kernel's transparent huge pages setting: `always`, `madvise` or `never`. */
  hugePages: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function loopMs(): number {
  const began = performance.now();
  let sum = 0;
  for (let i = 0; i < 3e8; i++) sum += i;
  // Read the sum, or the loop is work nobody needs and the compiler may drop it.
  if (sum < 0) throw new Error("unreachable");
  return performance.now() - began;
}

function pageTouchUs(mebibytes: number): number {
  const before = resourceUsage().minorPageFault;
  const began = performance.now();
  // Unpooled and not zeroed by Node: the pages are mapped but untouched until the loop writes one byte to each.
  const bytes = Buffer.allocUnsafeSlow(mebibytes * 2 ** 20);
  for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
  const elapsed = performance.now() - began;
  const faults = Math.max(1, resourceUsage().minorPageFault - before);
  return (elapsed * 1000) / faults;
}

function spawnMs(): number {
  const began = performance.now();
  spawnSync("/bin/true");
  return performance.now() - began;
}

/** The kernel's transparent huge pages setting, as `/sys` shows it. */
export function hugePages(): string {
  try {
    return /\[(\w+)\]/.exec(readFileSync("/sys/kernel/mm/transparent_hugepage/enabled", "utf8"))?.[1] ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The median of `runs` readings of each; `mebibytes` touched per reading of the page cost. */
export function measureMachine({ runs = 1, mebibytes = 64 } = {}): MachineSpeed {
  const times = (reading: () => number) => median(Array.from({ length: runs }, reading));
  return {
    loopMs: times(loopMs),
    pageTouchUs: times(() => pageTouchUs(mebibytes)),
    spawnMs: times(spawnMs),
    hugePages: hugePages(),
  };
}

/** One line for a log: `3·10⁸-step loop 250 ms, a page's first touch 16.3 µs, a spawn 48 ms, huge pages madvise`. */
export function describeMachine(speed: MachineSpeed): string {
  return [
    `3·10⁸-step loop ${speed.loopMs.toFixed(0)} ms`,
    `a page's first touch ${speed.pageTouchUs.toFixed(1)} µs`,
    `a spawn ${speed.spawnMs.toFixed(0)} ms`,
    `huge pages ${speed.hugePages}`,
  ].join(", ");
}
