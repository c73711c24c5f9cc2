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

/** `host[:port]` without path characters and with at most one colon, or undefined (Astro's `sanitizeHost`, `parseHost`). */
function parseHost(host: string | undefined): { hostname: string; port?: string } | undefined {
  if (!host || /[/\\]/.test(host)) return undefined;
  const [hostname, port, extra] = host.split(":");
  return hostname === undefined || extra !== undefined ? undefined : { hostname, ...(port ? { port } : {}) };
}

/**
 * A request's public URL as an Astro endpoint sees it (`context.url`): the Host header over the
 * socket's protocol, then X-Forwarded-Proto, -Host and -Port where they name the allowed domain
 * (Astro's `validateForwardedHeaders` for a list of one domain with its protocol). The Node server has
 * already dropped forwarded headers that came from anyone but a trusted proxy (node.server.ts).
 */
export function publicUrl(
  path: string,
  headers: IncomingHttpHeaders,
  encrypted: boolean,
  { protocol: allowedProtocol, hostname: allowedHost, port: allowedPort }: AllowedDomain,
): URL {
  const url = new URL(`${encrypted ? "https" : "http"}://${headers.host || "localhost"}`);
  const proto = first(headers["x-forwarded-proto"]);
  const protocol = proto === allowedProtocol ? proto : undefined;
  const forwardedPort = first(headers["x-forwarded-port"]);
  const port = allowedPort !== undefined && forwardedPort === allowedPort ? forwardedPort : undefined;
  const forwarded = parseHost(first(headers["x-forwarded-host"]));
  const hostMatches =
    forwarded !== undefined &&
    (protocol ?? "https") === allowedProtocol &&
    forwarded.hostname === allowedHost &&
    (allowedPort === undefined || (port ?? forwarded.port) === allowedPort);
  if (protocol) url.protocol = `${protocol}:`;
  if (hostMatches) {
    url.hostname = forwarded.hostname;
    url.port = forwarded.port ?? "";
  }
  if (port) url.port = port;
  return new URL(path, url);
}
