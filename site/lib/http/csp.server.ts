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
