// @ts-check
import { fileURLToPath } from "node:url";
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { allowedDomainFor } from "./site/lib/http/allowed-domains.ts";
import { MAX_REQUEST_BODY } from "./site/lib/http/body.ts";
import { keptCspDigestsPlugin, shopCsp } from "./site/lib/http/csp.server.ts";
import { precompressed } from "./site/lib/http/precompress.server.ts";
import { englishTwins, storefrontPages } from "./site/lib/markets/english-twins.server.ts";

// The public origin: canonical and hreflang URLs are absolute, and behind a proxy
// only this origin's X-Forwarded-* headers are applied (from TRUST_PROXY peers,
// site/lib/http/node.server.ts). Set SITE_URL to it in production; it is read at build time.
/**
 * `client:interaction`: islands hydrated when a shopper is about to use them, or when idle (ADR 21).
 * @type {import("astro").AstroIntegration}
 */
const interactionDirective = {
  name: "little-north:client-interaction",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({
        name: "interaction",
        entrypoint: fileURLToPath(new URL("./site/islands/interaction-directive.ts", import.meta.url)),
      }),
  },
};

/**
 * Background work starts with the server, not on a first use (site/lib/server-start.server.ts).
 * The built server entry also exports `startShop`, which scripts/serve.mjs calls: bundled
 * with the entry, it shares the pages' copies of the caches it wires. The dev server,
 * which has no entry of ours, starts it from a middleware of its own.
 * @type {import("astro").AstroIntegration}
 */
const serverStart = {
  name: "little-north:server-start",
  hooks: {
    "astro:config:setup": ({ command, addMiddleware, updateConfig }) => {
      const start = fileURLToPath(new URL("./site/lib/server-start.server.ts", import.meta.url));
      const direct = fileURLToPath(new URL("./site/lib/http/direct-routes.server.ts", import.meta.url));
      if (command === "dev")
        addMiddleware({ entrypoint: fileURLToPath(new URL("./site/lib/dev-start.server.ts", import.meta.url)), order: "pre" });
      if (command === "build")
        updateConfig({
          vite: {
            plugins: [
              {
                name: "little-north:server-start-export",
                transform(code, id) {
                  if (!id.endsWith("/@astrojs/node/dist/server.js")) return null;
                  return {
                    code: `${code}\nexport { startServer as startShop } from ${JSON.stringify(start)};\nexport { serveDirect } from ${JSON.stringify(direct)};\n`,
                    map: null,
                  };
                },
              },
            ],
          },
        });
    },
  },
};

/**
 * /{market}/en/…: each storefront page file also answers at its English URL (ADR 15).
 * @type {import("astro").AstroIntegration}
 */
const englishStorefronts = {
  name: "little-north:english-storefronts",
  hooks: {
    "astro:config:setup": ({ injectRoute }) => {
      const dir = "site/pages/[market]";
      // Read beside this file, not the working directory; Astro resolves the entrypoints from the root.
      const pages = storefrontPages(fileURLToPath(new URL(`./${dir}`, import.meta.url)));
      for (const route of englishTwins(pages, `./${dir}`)) injectRoute(route);
    },
  },
};

/**
 * The overlays' stylesheet (@sanity/ui's, imported by @sanity/visual-editing) put in by the overlays' chunk
 * when it loads, in draft preview only: as a CSS file, Astro would link it on every page (ADR 39).
 * @type {import("vite").Plugin}
 */
const sanityUiStylesInPreview = {
  name: "little-north:sanity-ui-styles-in-preview",
  enforce: "pre",
  resolveId: (id) => (id === "@sanity/ui/styles.css" ? "\0sanity-ui-styles" : undefined),
  load: (id) =>
    id === "\0sanity-ui-styles"
      ? 'import css from "@sanity/ui/styles.css?inline";\nif (typeof document !== "undefined") document.head.append(Object.assign(document.createElement("style"), { textContent: css }));\n'
      : undefined,
};

const site = new URL(process.env.SITE_URL || "http://localhost:4321");

export default defineConfig({
  srcDir: "./site",
  site: site.origin,
  output: "static",
  // Nothing the shop takes is near 1 MB; routes read their bodies with smaller limits (site/lib/http/body.ts).
  // "middleware": the entry exports Astro's request handler alone; the shop's server
  // (scripts/serve.mjs) answers built files itself, from memory (site/lib/http/static-files.server.ts).
  // A page is rendered to one string, not streamed: the render cache reads every public page whole
  // before it answers, and a streamed page was encoded piece by piece (ADR 47).
  adapter: node({ mode: "middleware", bodySizeLimit: MAX_REQUEST_BODY, experimentalDisableStreaming: true }),
  integrations: [react(), interactionDirective, englishStorefronts, precompressed(), serverStart],
  trailingSlash: "ignore",
  // Stylesheets are cached files: every page has the whole shop's CSS, one route renders them all (ADR 22).
  build: { format: "directory", inlineStylesheets: "never" },
  server: { port: Number(process.env.PORT) || 4321 },
  security: {
    // The Origin check is the middleware's (site/lib/http/guard.server.ts): one check, JSON on the API, a localized page elsewhere.
    checkOrigin: false,
    allowedDomains: [allowedDomainFor(site)],
    csp: shopCsp(),
  },
  devToolbar: { enabled: false },
  vite: {
    // Astro hashes the same inline scripts on every render: once per process instead (ADR 43).
    plugins: [keptCspDigestsPlugin(), sanityUiStylesInPreview],
    // Font files stay files, however small: a data: URI would put every subset into the shop's CSS, used or not (ADR 20).
    build: { assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined) },
    server: { watch: { ignored: ["**/.data/**", "**/studio-dist/**"] } },
  },
});
