import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest test files, longest first (seconds alone, stop 41). Vitest starts the longest files first from the
 * durations of the last run on the machine; a clean clone has none, and it started the largest files, which
 * are not these: they ended last, one worker idle beside each (Vitest 194 s on a clean checkout, 168 s with
 * the durations of a run before).
 */
const SLOWEST = [
  "tests/integration/menus.test.ts",
  "tests/integration/search-relevance.test.ts",
  "tests/integration/lake-users.test.ts",
  "tests/integration/account.test.ts",
  "tests/integration/lake.test.ts",
  "tests/integration/mail.test.ts",
];

/** Vitest's order, with the known slowest files first when this machine has no durations of its own. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.indexOf(relative(spec.project.config.root, spec.moduleId).replaceAll("\\", "/"));
      return at === -1 ? SLOWEST.length : at;
    };
    // Stable: within a project, the slowest named files first, the rest in Vitest's order.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) =>
        a.spec.project.name === b.spec.project.name ? rank(a.spec) - rank(b.spec) || a.index - b.index : a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}

/** Tests beside their modules: plain functions and components, no database or process of their own to set up. */
const MODULE_TESTS = [
  "site/**/*.test.{ts,tsx}",
  "schemas/**/*.test.ts",
  "studio/**/*.test.ts",
  "seed/**/*.test.ts",
  "scripts/**/*.test.ts",
];
/** Module tests that replace a module (`vi.mock`): each needs a module graph of its own. */
const MOCKING_MODULES = ["studio/form-root.test.ts"];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where a test
    // file often waits on PostgreSQL, a lake process or a timer. One worker more than the cores keeps
    // them busy through those waits (two-core machine, `DATABASE_URL` set: 190 / 182 s with two
    // workers, 178 / 174 s with three; idle CPU 10.5 → 2.8 %). Each file's databases are its own
    // (tests/integration/databases.ts), so files run side by side safely.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          name: "unit",
          include: MODULE_TESTS,
          exclude: MOCKING_MODULES,
          environment: "node",
          testTimeout: 20_000,
          // The files of a worker share one module graph instead of importing zod, groq-js, React and the
          // shop's modules again for each of 138 files: 32 s instead of 78 s, 59 CPU s instead of 149 (ADR 42,
          // stop 40). So a test that stubs an environment variable, a global or the clock undoes it after itself.
          isolate: false,
        },
      },
      {
        test: {
          name: "integration",
          include: [
            ...MOCKING_MODULES,
            "tests/integration/**/*.test.ts",
            // The local Content Lake against the real @sanity/client and groq-js (tests/conformance/lake.ts).
            "tests/conformance/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 20_000,
        },
      },
      // Pages rendered through Astro's container API (.astro files need Astro's Vite plugins).
      "./vitest.render.config.ts",
    ],
  },
});
