import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "littlenorth",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  // Typegen reads the extracted schema and types every defineQuery in the shop.
  typegen: {
    path: ["./site/lib/content/**/*.ts", "!./site/lib/content/**/*.test.ts"],
    schema: "./schema.json",
    generates: "./site/lib/content/sanity.types.ts",
  },
  autoUpdates: false,
});
