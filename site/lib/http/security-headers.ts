/**
 * Headers every answer carries, static files and error pages included (the Node
 * server in front adds them; Astro's CSP for scripts and styles comes on top,
 * from `security.csp` in astro.config.mjs):
 * - a second Content-Security-Policy with what a `<meta>` policy cannot say:
 *   who may frame the page (nobody for checkout and account pages), and nothing
 *   else may be framed or posted elsewhere;
 * - X-Content-Type-Options, Referrer-Policy, Permissions-Policy, the legacy
 *   X-Frame-Options, and Strict-Transport-Security when served over HTTPS.
 * Browsers enforce every CSP they get, so the policies add up.
 */

/** Pages no other site may frame, not even this shop's own: where shoppers type and pay. */
const PRIVATE_PAGES = /^\/[a-z]{2}(?:\/en)?\/(?:checkout|login|user)(?:\/|$)/;

export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "usb=()",
  "serial=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
  "payment=(self)",
].join(", ");

/** Two years, the preload list's minimum; sent only on HTTPS, where browsers honour it. */
export const HSTS = "max-age=63072000; includeSubDomains";

const made = new Map<string, readonly (readonly [string, string])[]>();

/**
 * The origin of the Studio (STUDIO_URL), whose Presentation tool shows the shop in a frame
 * (issue 28, ADR 39); none when the setting is missing or no URL.
 */
export function studioFramers(studioUrl: string | undefined): string[] {
  const origin = studioUrl ? URL.parse(studioUrl)?.origin : undefined;
  return origin && origin !== "null" ? [origin] : [];
}

/**
 * The headers for a path; one of a few lists, made once each (the server asks for every request).
 * `framers`: origins besides the shop's own that may frame its public pages (the Studio).
 */
export function securityHeaders(
  pathname: string,
  https: boolean,
  framers: readonly string[] = [],
): readonly (readonly [string, string])[] {
  const isPrivate = PRIVATE_PAGES.test(pathname);
  const framing = isPrivate ? "'none'" : ["'self'", ...framers].join(" ");
  const key = `${framing}${https}`;
  const known = made.get(key);
  if (known) return known;
  const headers: [string, string][] = [
    ["Content-Security-Policy", `frame-ancestors ${framing}; object-src 'none'; base-uri 'self'; form-action 'self'`],
    // X-Frame-Options can name no other origin; browsers that know frame-ancestors follow it instead.
    ["X-Frame-Options", isPrivate ? "DENY" : "SAMEORIGIN"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", HSTS]);
  made.set(key, headers);
  return headers;
}
