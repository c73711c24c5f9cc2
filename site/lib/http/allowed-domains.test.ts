import type { IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { type AllowedDomain, allowedDomainFor, publicUrl } from "./allowed-domains.ts";

// Astro's own check of forwarded headers, which its package does not export: loaded from its file.
const astroDir = dirname(createRequire(import.meta.url).resolve("astro/package.json"));
const { getFirstForwardedValue, validateForwardedHeaders } = (await import(
  pathToFileURL(join(astroDir, "dist/core/app/validate-headers.js")).href
)) as {
  getFirstForwardedValue(value: string | undefined): string | undefined;
  validateForwardedHeaders(
    protocol: string | undefined,
    host: string | undefined,
    port: string | undefined,
    allowed: AllowedDomain[],
  ): { protocol?: string; host?: string; port?: string };
};

/** What Astro makes of the same request: its adapter's URL, then its FetchState's forwarded headers (astro/dist/core/fetch/fetch-state.js). */
function astroUrl(path: string, headers: IncomingHttpHeaders, encrypted: boolean, allowed: AllowedDomain): string {
  const url = new URL(`${encrypted ? "https" : "http"}://${headers.host}${path}`);
  const header = (name: string) => getFirstForwardedValue(headers[name] as string | undefined);
  const v = validateForwardedHeaders(header("x-forwarded-proto"), header("x-forwarded-host"), header("x-forwarded-port"), [
    allowed,
  ]);
  if (v.protocol) url.protocol = `${v.protocol}:`;
  if (v.host) {
    const [hostname, port] = v.host.split(":");
    url.hostname = hostname as string;
    url.port = port ?? "";
  }
  if (v.port) url.port = v.port;
  return url.href;
}

const site = allowedDomainFor(new URL("https://shop.example"));

describe("a request's public URL, as Astro derives it for an endpoint", () => {
  it("is the Host header over the socket's protocol without forwarded headers", () => {
    expect(publicUrl("/api/cart/items?x=1", { host: "127.0.0.1:4321" }, false, site)?.href).toBe(
      "http://127.0.0.1:4321/api/cart/items?x=1",
    );
    expect(publicUrl("/api/cart/items", { host: "shop.example" }, true, site)?.href).toBe("https://shop.example/api/cart/items");
  });

  it("takes X-Forwarded-Proto and -Host that name SITE_URL's domain, as behind the shop's TLS proxy", () => {
    const headers = { host: "localhost:4329", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" };
    expect(publicUrl("/api/cart/items", headers, false, site)?.href).toBe("https://shop.example/api/cart/items");
    // The first of a list, as a chain of proxies writes it.
    const chained = { ...headers, "x-forwarded-proto": "https, http", "x-forwarded-host": "shop.example, inner" };
    expect(publicUrl("/a", chained, false, site)?.href).toBe("https://shop.example/a");
  });

  it("keeps its own host where the forwarded one is another domain, and its own protocol where that is not SITE_URL's", () => {
    const other = { host: "localhost:4329", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    expect(publicUrl("/a", other, false, site)?.href).toBe("https://localhost:4329/a");
    // Astro checks each header on its own: the host is SITE_URL's, the protocol is not.
    const plain = { host: "localhost:4329", "x-forwarded-proto": "http", "x-forwarded-host": "shop.example" };
    expect(publicUrl("/a", plain, false, site)?.href).toBe("http://shop.example/a");
    const pathInHost = { host: "localhost:4329", "x-forwarded-host": "shop.example/evil" };
    expect(publicUrl("/a", pathInHost, false, site)?.href).toBe("http://localhost:4329/a");
  });

  it("needs the allowed port where SITE_URL names one", () => {
    const local = allowedDomainFor(new URL("https://localhost:4349"));
    expect(local).toEqual({ protocol: "https", hostname: "localhost", port: "4349" });
    const proxied = { host: "localhost:4329", "x-forwarded-proto": "https", "x-forwarded-host": "localhost:4349" };
    expect(publicUrl("/a", proxied, false, local)?.href).toBe("https://localhost:4349/a");
    const wrongPort = { ...proxied, "x-forwarded-host": "localhost:9999" };
    expect(publicUrl("/a", wrongPort, false, local)?.href).toBe("https://localhost:4329/a");
    const byPort = {
      host: "localhost:4329",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "localhost",
      "x-forwarded-port": "4349",
    };
    expect(publicUrl("/a", byPort, false, local)?.href).toBe("https://localhost:4349/a");
  });

  it("is none for a Host header no URL can hold, which reaches no route under Astro either", () => {
    for (const host of ["a b", "shop:99999", "[x"]) expect(publicUrl("/api/cart/items", { host }, false, site), host).toBeNull();
  });

  it("is what Astro makes of the same headers, header by header", () => {
    const domains = [
      site,
      allowedDomainFor(new URL("https://localhost:4349")),
      allowedDomainFor(new URL("http://localhost:4321")),
    ];
    const protos = [undefined, "https", "http", "HTTPS", "ftp", "https, http"];
    const hosts = [
      undefined,
      "shop.example",
      "Shop.Example",
      "shop%2eexample",
      "localhost:4349",
      "localhost:04349",
      "localhost",
      "evil.example",
      "shop.example:443",
      "a:b:c",
      "x/y",
      ":4349",
    ];
    const ports = [undefined, "4349", "04349", "443", "1"];
    let cases = 0;
    for (const allowed of domains)
      for (const proto of protos)
        for (const host of hosts)
          for (const port of ports)
            for (const encrypted of [false, true]) {
              const headers: IncomingHttpHeaders = { host: "localhost:4329" };
              if (proto) headers["x-forwarded-proto"] = proto;
              if (host) headers["x-forwarded-host"] = host;
              if (port) headers["x-forwarded-port"] = port;
              const ours = publicUrl("/api/cart/items", headers, encrypted, allowed)?.href;
              expect(ours, JSON.stringify({ allowed, headers, encrypted })).toBe(
                astroUrl("/api/cart/items", headers, encrypted, allowed),
              );
              cases++;
            }
    expect(cases).toBe(3 * 6 * 12 * 5 * 2);
  });
});
