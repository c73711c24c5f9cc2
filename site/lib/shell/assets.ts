/**
 * Images the local dataset references the way Sanity's export format does,
 * `image@file://./assets/payment/visa.svg` (relative to seed/). Vite copies the
 * files it finds here into the build with hashed names (`/_astro/visa.<hash>.svg`),
 * so they are served like any other static asset with long caching. Against a
 * real Sanity project the query's `asset->url` (Sanity's CDN) is used instead.
 */
const FILES = import.meta.glob("../../../seed/assets/**/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  query: "?no-inline",
  import: "default",
}) as Record<string, string>;

const PREFIX = "image@file://./";

export function contentAssetUrl(sanityAsset: unknown): string | null {
  if (typeof sanityAsset !== "string" || !sanityAsset.startsWith(PREFIX)) return null;
  const relative = sanityAsset.slice(PREFIX.length);
  if (relative.includes("..")) return null;
  return FILES[`../../../seed/${relative}`] ?? null;
}
