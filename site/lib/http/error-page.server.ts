/**
 * The page a shopper sees when the server itself refuses or fails a request
 * (400, 403, 405, 413, 500, 503): in the storefront's language, read from the
 * path, and built from the UI dictionary only, so it renders when the CMS or the
 * database is what failed. Its one inline style is allowed by its own hash. Plain
 * Node imports it too (site/lib/http/node.server.ts), so its imports carry `.ts`.
 */
import { createHash } from "node:crypto";
import type { ErrorStrings } from "#lib/i18n/errors/en.ts";
import { errors } from "#lib/i18n/errors/index.ts";
import { DEFAULT_MARKET, type Storefront, storefront } from "#lib/markets/markets.ts";
import { parseStorefrontPath } from "#lib/markets/paths.ts";
import { CACHE } from "./cache-profiles.ts";

const TEXTS: Record<number, keyof Omit<ErrorStrings, "backToShop">> = {
  400: "badRequest",
  403: "forbidden",
  405: "methodNotAllowed",
  413: "payloadTooLarge",
  500: "serverError",
  503: "unavailable",
};

const STYLE = `body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f2a44;background:#fff}
header{padding:1rem 1.5rem;border-bottom:1px solid #e4e6eb}
header a{color:inherit;font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
.back{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;background:#1f2a44;color:#fff;border-radius:4px;text-decoration:none}
.back:focus-visible,header a:focus-visible{outline:3px solid #3b6fd8;outline-offset:2px}`;
const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;
/** Nothing runs on this page and nothing is loaded into it; it is never framed. */
export const ERROR_PAGE_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The storefront a path belongs to; outside any market, the default market in English (as the 404 does). */
export function storefrontOfPath(pathname: string): Storefront {
  return parseStorefrontPath(pathname)?.storefront ?? storefront(DEFAULT_MARKET, { english: true });
}

export function errorPageHtml(sf: Storefront, status: number): string {
  const t = errors[sf.language];
  const text = t[TEXTS[status] ?? (status >= 500 ? "serverError" : "badRequest")];
  return `<!doctype html>
<html lang="${sf.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} – Little North</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><a href="${sf.basePath}">Little North</a></header>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.text)}</p>
<a class="back" href="${sf.basePath}">${escapeHtml(t.backToShop)}</a>
</main>
</body>
</html>
`;
}

export function errorPage(url: URL, status: number, headers: Record<string, string> = {}): Response {
  return new Response(errorPageHtml(storefrontOfPath(url.pathname), status), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": CACHE.noStore,
      "Content-Security-Policy": ERROR_PAGE_CSP,
      ...headers,
    },
  });
}
