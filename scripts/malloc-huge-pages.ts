/**
 * Huge pages for what a test process allocates with malloc. On some of the machines this project is tested on, a
 * page's first touch costs 11–22 µs (stops 60, 61 and 63; 2 µs on stop 62's; scripts/machine-speed.ts), and the
 * kernel gives a process huge pages only where it asks for them (transparent huge pages: `madvise`). glibc asks for its own allocations when told to
 * (`glibc.malloc.hugetlb=1`, glibc 2.35 and later): Node's buffers, PGlite's and the shop's. Three integration
 * files took 900,000 page faults instead of 400,000 (bench/README.md, "Stop 61"). Chromium allocates with its
 * own allocator, and V8's heap is its own mappings: neither changes.
 *
 * Set for every process `npm test` starts (scripts/test.ts); the shop itself is not started with it, because
 * huge pages hold more memory at rest (ADR 41).
 */
const TUNABLE = "glibc.malloc.hugetlb";

/** `GLIBC_TUNABLES` with malloc's huge pages on, every other tunable kept; a value already set for it wins. */
export function withMallocHugePages(current = ""): string {
  const tunables = current.split(":").filter(Boolean);
  if (tunables.some((t) => t.startsWith(`${TUNABLE}=`))) return tunables.join(":");
  return [...tunables, `${TUNABLE}=1`].join(":");
}
