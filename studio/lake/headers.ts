/**
 * The lake's security headers, as the shop sends its own (site/lib/http/security-headers.ts):
 * no site may frame the Studio, the sign-in page or the API (a framed, signed-in Studio
 * could be clicked through by another page), and the Studio runs under a
 * Content-Security-Policy that allows what the built Studio loads and nothing else.
 */
import { createHash } from "node:crypto";
import { PERMISSIONS_POLICY } from "#lib/http/security-headers.ts";

/** Every answer of the lake: API, files, sign-in page and Studio alike (a route may send a stricter CSP). */
export const LAKE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": PERMISSIONS_POLICY,
};

/**
 * Hosts the built Studio (sanity 6.9) reaches beyond its own origin: Sanity's bridge script
 * and fonts in its HTML, the version check and the feedback intake in its code. Offline
 * they do not answer; allowed, they fail as network errors rather than as violations.
 */
const SANITY_HOSTS = {
  script: ["https://core.sanity-cdn.com"],
  font: ["https://studio-static.sanity.io", "https://design-system-static.sanity.io"],
  connect: ["https://sanity-cdn.com", "https://api.sanity.io"],
};

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The inline scripts of the Studio's index.html (its error overlay), as CSP hashes; JSON data blocks do not run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    hashes.push(sha256(body));
  }
  return hashes;
}

/**
 * The Studio's policy. Styles stay 'unsafe-inline': styled-components writes the Studio's
 * styles at run time, with no nonce the built Studio could be given. Scripts are the lake's
 * own files and the hashed inline ones; the Studio makes workers from blobs and shows
 * uploads as blob: and data: pictures, and the content's pictures from `imageOrigins`.
 */
export function studioCsp(indexHtml: string, shopOrigins: readonly string[] = [], imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes(indexHtml), ...SANITY_HOSTS.script].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `font-src 'self' data: ${SANITY_HOSTS.font.join(" ")}`,
    // The Studio's image URLs are on the API host without the project's name (the image URL builder's CDN host).
    `img-src ${["'self'", "data:", "blob:", ...imageOrigins].join(" ")}`,
    "media-src 'self' blob:",
    `connect-src 'self' ${SANITY_HOSTS.connect.join(" ")}`,
    "worker-src 'self' blob:",
    // The Presentation tool shows the shop in a frame (ADR 39): the shop's origins and the lake's own.
    `frame-src ${["'self'", ...shopOrigins].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
