/**
 * The shop's Content-Security-Policy, as Astro's `security.csp` builds it: Astro
 * hashes every script and style it inlines (islands, server islands, inlined
 * stylesheets) and sends the policy as a header on rendered pages and as a
 * `<meta>` in prerendered ones. Added here: the directives Astro leaves open, and
 * the hash of the one style a library injects at run time (sonner's toasts).
 * What a `<meta>` cannot carry (frame-ancestors) comes as a second policy from
 * the server in front (site/lib/http/security-headers.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AstroUserConfig } from "astro";

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The CSS sonner puts into a `<style>` when it loads (its `__insertCSS("…")` call), as a CSP hash. */
export function sonnerStyleHash(): string {
  const file = createRequire(import.meta.url).resolve("sonner");
  const source = readFileSync(file.replace(/index\.js$/, "index.mjs"), "utf8");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error("sonner no longer injects its CSS as before: update site/lib/http/csp.server.ts");
  return sha256(JSON.parse(literal) as string);
}

/** Sanity's image CDN, for pictures from a Sanity project (the local dataset serves its own). */
const IMAGE_HOSTS = ["https://cdn.sanity.io"];

export function shopCsp(): CspConfig {
  return {
    algorithm: "SHA-256",
    directives: [
      "default-src 'self'",
      `img-src 'self' data: ${IMAGE_HOSTS.join(" ")}`,
      "font-src 'self'",
      "connect-src 'self'",
      "media-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-src 'none'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ] satisfies NonNullable<CspConfig["directives"]>,
    styleDirective: { hashes: [sonnerStyleHash() as `sha256-${string}`] },
  };
}

/** The longest inline script or style whose hash is kept, and how many are kept. */
const KEPT_DIGEST_CHARS = 16_384;
const KEPT_DIGESTS = 256;

/**
 * Astro's `generateCspDigest` (astro/dist/core/encryption.js) with its answers kept:
 * a rendered page's CSP lists the hash of every inline script and style of its route,
 * and Astro hashes them again on every render (crypto.subtle, a thread-pool job each),
 * a tenth of a cold render's CPU. The texts are the build's own (island loaders, the
 * inlined scripts), the same on every request, so a hash is computed once per process
 * (ADR 43). Returns the module's code changed, or null when it has no such function
 * (Astro changed it: the build then hashes as before, and `csp.server.test.ts` fails).
 */
export function keepCspDigests(code: string): string | null {
  const original = "async function generateCspDigest(data, algorithm) {";
  if (!code.includes(original)) return null;
  return `${code.replace(original, "async function generateCspDigestOnce(data, algorithm) {")}
const keptCspDigests = new Map();
async function generateCspDigest(data, algorithm) {
  if (data.length > ${KEPT_DIGEST_CHARS}) return generateCspDigestOnce(data, algorithm);
  const key = algorithm + "\\u0000" + data;
  let digest = keptCspDigests.get(key);
  if (digest === undefined) {
    digest = await generateCspDigestOnce(data, algorithm);
    if (keptCspDigests.size >= ${KEPT_DIGESTS}) keptCspDigests.clear();
    keptCspDigests.set(key, digest);
  }
  return digest;
}
`;
}

/** The Vite plugin of the build that applies `keepCspDigests` to Astro's module. */
export function keptCspDigestsPlugin() {
  return {
    name: "little-north:kept-csp-digests",
    transform(code: string, id: string) {
      if (!id.replaceAll("\\", "/").endsWith("/astro/dist/core/encryption.js")) return null;
      const kept = keepCspDigests(code);
      return kept === null ? null : { code: kept, map: null };
    },
  };
}
