import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "site/**/*.test.{ts,tsx}",
      "schemas/**/*.test.ts",
      "studio/**/*.test.ts",
      "seed/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
  },
});
