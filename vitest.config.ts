import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { VITEST_WORKERS } from "./vitest.workers.ts";

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

/**
 * Vitest's order, with the known slowest files first when this machine has no durations of its own, then
 * the render tests (each starts Astro's Vite pipeline: 6–8 s a file, most of it before its first test).
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.indexOf(relative(spec.project.config.root, spec.moduleId).replaceAll("\\", "/"));
      if (at !== -1) return at;
      return spec.project.name === "render" ? SLOWEST.length : SLOWEST.length + 1;
    };
    // Stable: the slowest named files first, then the render tests, the rest in Vitest's order.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
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
/**
 * Integration tests that change what the whole process sees and leave it so: the process-wide database
 * and configuration (menus: DATABASE_URL, PGLITE_DIR), the mail server's address (account), the lake's
 * database (lake-dataset-lock), or TLS verification switched off for the lakes' own certificates. Each
 * runs in a process of its own.
 */
const CHANGE_THE_PROCESS = [
  "tests/integration/menus.test.ts",
  "tests/integration/account.test.ts",
  "tests/integration/lake-dataset-lock.test.ts",
  "tests/integration/lake-login.test.ts",
  "tests/integration/lake-releases.test.ts",
  "tests/integration/lake-users.test.ts",
  "tests/integration/lake.test.ts",
];

export default defineConfig({
  test: {
    maxWorkers: VITEST_WORKERS,
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
            "tests/integration/**/*.test.ts",
            // The local Content Lake against the real @sanity/client and groq-js (tests/conformance/lake.ts).
            "tests/conformance/**/*.test.ts",
          ],
          exclude: [...MOCKING_MODULES, ...CHANGE_THE_PROCESS],
          environment: "node",
          testTimeout: 20_000,
          // As the module tests: a worker's files share one module graph. Isolated, each of these files
          // started a process that imported the shop's modules, drizzle, zod and groq-js again (8–10 CPU s a
          // file on this stop's machine, for files whose tests take 1–5 s). Each file's databases and lakes
          // are its own, opened and closed in its hooks.
          isolate: false,
        },
      },
      {
        test: {
          name: "integration-isolated",
          include: [...MOCKING_MODULES, ...CHANGE_THE_PROCESS],
          environment: "node",
          testTimeout: 20_000,
        },
      },
      // Pages rendered through Astro's container API (.astro files need Astro's Vite plugins).
      "./vitest.render.config.ts",
    ],
  },
});
