/**
 * The domain whose X-Forwarded-* headers Astro believes (its `security.allowedDomains`): the public
 * origin in SITE_URL alone. astro.config.mjs gives it to Astro, and the Node server's direct routes
 * (direct-routes.server.ts) derive a request's public URL from it as Astro does.
 */
import type { IncomingHttpHeaders } from "node:http";

export interface AllowedDomain {
  protocol: string;
  hostname: string;
  port?: string;
}

export function allowedDomainFor(site: URL): AllowedDomain {
  return { protocol: site.protocol.slice(0, -1), hostname: site.hostname, ...(site.port ? { port: site.port } : {}) };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();

/** Whether `protocol://hostname[:port]` parses to the allowed domain (Astro's `matchesAllowedDomains`: as URLs, not as text). */
function isAllowed(protocol: string, hostname: string, port: string | undefined, allowed: AllowedDomain): boolean {
  const text = `${protocol}://${port ? `${hostname}:${port}` : hostname}`;
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (
    url.protocol === `${allowed.protocol}:` && url.hostname === allowed.hostname && (!allowed.port || url.port === allowed.port)
  );
}

/** `host[:port]` without path characters and with at most one colon, or undefined (Astro's `sanitizeHost`, `parseHost`). */
function parseHost(host: string | undefined): { hostname: string; port: string | undefined } | undefined {
  if (!host || /[/\\]/.test(host)) return undefined;
  const [hostname = "", port, extra] = host.split(":");
  return extra === undefined ? { hostname, port } : undefined;
}

/**
 * A request's public URL as an Astro endpoint sees it (`context.url`), or null where Astro would not
 * reach a route (a Host header no URL can hold): the Host header over the socket's protocol, then
 * X-Forwarded-Proto, -Port and -Host where they name the allowed domain, each checked on its own
 * (Astro's `validateForwardedHeaders` for a list of one domain with its protocol). The Node server has
 * already dropped forwarded headers that came from anyone but a trusted proxy (node.server.ts).
 */
export function publicUrl(path: string, headers: IncomingHttpHeaders, encrypted: boolean, allowed: AllowedDomain): URL | null {
  const own = `${encrypted ? "https" : "http"}://${headers.host || "localhost"}${path}`;
  if (!URL.canParse(own)) return null;
  const url = new URL(own);
  const proto = first(headers["x-forwarded-proto"]);
  const protocol =
    proto && URL.canParse(`${proto}://example.com`) && new URL(`${proto}://example.com`).protocol === `${allowed.protocol}:`
      ? proto
      : undefined;
  const forwardedPort = first(headers["x-forwarded-port"]);
  const port = allowed.port && forwardedPort === allowed.port ? forwardedPort : undefined;
  const forwarded = parseHost(first(headers["x-forwarded-host"]));
  const host =
    forwarded && isAllowed(protocol ?? "https", forwarded.hostname, port ?? forwarded.port, allowed) ? forwarded : undefined;
  if (protocol) url.protocol = `${protocol}:`;
  if (host) {
    url.hostname = host.hostname;
    url.port = host.port ?? "";
  }
  if (port) url.port = port;
  return url;
}
