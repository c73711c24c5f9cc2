import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

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
          include: [
            "site/**/*.test.{ts,tsx}",
            "schemas/**/*.test.ts",
            "studio/**/*.test.ts",
            "seed/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/unit/**/*.test.ts",
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
