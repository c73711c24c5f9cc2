import { getViteConfig } from "astro/config";
import { VITEST_WORKERS } from "./vitest.workers.ts";

/** Renders Astro pages and components in Vitest through Astro's container API (tests/render/). */
export default getViteConfig({
  test: {
    name: "render",
    include: ["tests/render/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    maxWorkers: VITEST_WORKERS,
  },
});
