/**
 * The built client files (dist/client: scripts, styles, pictures, favicon), held in
 * memory with the Brotli and gzip copies the build wrote beside them
 * (precompress.ts), and answered before a request reaches Astro. The whole folder
 * is under a megabyte; reading it once at start spares every request the
 * file-system calls Astro's own static handler makes (it checks the disk for every
 * page too, before rendering it), and nothing is compressed while a shopper waits.
 * Plain Node runs this module (scripts/serve.mjs), so its imports carry `.ts`.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { CACHE } from "./cache-profiles.ts";
import { ENCODED_SUFFIX, type Encoding, isCompressible, preferredEncoding } from "./encoding.server.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".html": "text/html; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
};

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  bodies: Partial<Record<Encoding | "identity", Buffer>>;
}

/** Astro names what it builds under /_astro/ by content hash: such a file never changes. */
const HASHED = "/_astro/";
/** Anything else (favicon.svg from public/) keeps its name across builds: asked again after an hour. */
const UNHASHED = "public, max-age=3600";

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

export class StaticFiles {
  readonly #files = new Map<string, StaticFile>();

  /** Reads every file under `dir` (a missing folder is an empty set: the shop still renders its pages). */
  constructor(dir: string) {
    let exists = false;
    try {
      exists = statSync(dir).isDirectory();
    } catch {}
    if (!exists) return;
    const paths = [...walk(dir)];
    const present = new Set(paths);
    for (const path of paths) {
      if (Object.values(ENCODED_SUFFIX).some((suffix) => path.endsWith(suffix))) continue;
      const urlPath = `/${relative(dir, path).split(sep).join("/")}`;
      // Dotfiles (a stray .DS_Store, a build stamp) are not the shop's to serve.
      if (urlPath.split("/").some((part) => part.startsWith("."))) continue;
      const body = readFileSync(path);
      const file: StaticFile = {
        type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
        cacheControl: urlPath.startsWith(HASHED) ? CACHE.immutable : UNHASHED,
        bodies: { identity: body },
      };
      for (const [encoding, suffix] of Object.entries(ENCODED_SUFFIX) as [Encoding, string][]) {
        if (present.has(path + suffix)) file.bodies[encoding] = readFileSync(path + suffix);
      }
      this.#files.set(urlPath, file);
    }
  }

  get size(): number {
    return this.#files.size;
  }

  has(pathname: string): boolean {
    return this.#files.has(pathname);
  }

  /**
   * Answers a GET or HEAD for a built file and returns true, or returns false for
   * anything else (the request goes on to Astro). 304 when the ETag matches.
   * `extraHeaders` (the security headers) go out with the file's own.
   */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    extraHeaders: readonly (readonly [string, string])[] = [],
  ): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = this.#files.get(pathname);
    if (!file) return false;
    const compressible = isCompressible(file.type) && (file.bodies.br ?? file.bodies.gzip) !== undefined;
    const encoding = compressible ? preferredEncoding(req.headers["accept-encoding"], file.bodies) : undefined;
    const body = (encoding && file.bodies[encoding]) ?? (file.bodies.identity as Buffer);
    // Each encoding is its own representation, so it has its own tag (RFC 9110, 8.8.3).
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    const headers: Record<string, string | number> = {
      ...Object.fromEntries(extraHeaders),
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: etag,
    };
    if (compressible) headers.Vary = "Accept-Encoding";
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
}
