import { getViteConfig } from "astro/config";

/** Renders Astro pages and components in Vitest through Astro's container API (tests/render/). */
export default getViteConfig({
  test: {
    name: "render",
    include: ["tests/render/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
