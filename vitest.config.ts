import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
