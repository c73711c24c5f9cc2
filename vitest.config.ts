import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

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
    // file mostly waits on PGlite, PostgreSQL or a lake process. Each file's databases are its own
    // (tests/integration/databases.ts), so files run side by side safely.
    maxWorkers: Math.max(2, availableParallelism()),
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
