/**
 * Writes the Brotli and gzip copies of the built client files (scripts, styles,
 * SVG pictures) beside them at the highest levels, once per build, so the server
 * (static-files.ts) sends them without compressing anything while a shopper waits.
 * A copy that would not be smaller is not written.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { compress, ENCODED_SUFFIX, type Encoding, isCompressible, MIN_COMPRESSIBLE_BYTES } from "./encoding.server.ts";

const TEXT_EXTENSIONS: Record<string, string> = {
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain",
  ".xml": "application/xml",
  ".html": "text/html",
  ".webmanifest": "application/manifest+json",
};

const typeOf = (name: string) => TEXT_EXTENSIONS[/\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? ""];

export interface PrecompressResult {
  files: number;
  bytes: number;
  encodedBytes: Record<Encoding, number>;
}

export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, encodedBytes: { br: 0, gzip: 0 } };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && isCompressible(typeOf(entry.name)))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const body = await readFile(path);
        if (body.byteLength < MIN_COMPRESSIBLE_BYTES) return;
        result.files++;
        result.bytes += body.byteLength;
        for (const encoding of Object.keys(ENCODED_SUFFIX) as Encoding[]) {
          const encoded = await compress(body, encoding, { best: true });
          if (encoded.byteLength >= body.byteLength) continue;
          await writeFile(path + ENCODED_SUFFIX[encoding], encoded);
          result.encodedBytes[encoding] += encoded.byteLength;
        }
      }),
  );
  return result;
}

/** The build step: after Astro has written the client files. */
export function precompressed(): AstroIntegration {
  return {
    name: "little-north:precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { files, bytes, encodedBytes } = await precompressDir(fileURLToPath(dir));
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        logger.info(`${files} files precompressed: ${kb(bytes)} → ${kb(encodedBytes.br)} Brotli, ${kb(encodedBytes.gzip)} gzip`);
      },
    },
  };
}
