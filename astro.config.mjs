// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  srcDir: "./site",
  // Canonical and hreflang URLs are absolute; set SITE_URL to the public origin in production.
  site: process.env.SITE_URL || "http://localhost:4321",
  output: "static",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  trailingSlash: "ignore",
  build: { format: "directory", inlineStylesheets: "always" },
  server: { port: Number(process.env.PORT) || 4321 },
  security: { checkOrigin: true },
  devToolbar: { enabled: false },
  vite: {
    server: { watch: { ignored: ["**/.data/**", "**/studio-dist/**"] } },
  },
});
