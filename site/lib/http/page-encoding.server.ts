/**
 * A page's HTML made into bytes faster than Astro's own `TextEncoder` does it (ADR 43, stop 54 addendum).
 *
 * Astro renders a page to one string and encodes it with `new TextEncoder().encode(html)`: in a CPU
 * profile of cold listings that was a fifth of the shop's CPU (about 2 ms for a 200 KB page), because Node's
 * `encode` takes a slow path for a string V8 holds in two bytes a character, which a page becomes with a
 * single `–` or `ł` in it. Measuring the bytes first and writing them into a buffer of exactly that size
 * takes Node's fast UTF-8 path (`encodeInto` into a buffer of the most a page could take was slower in the
 * shop: 600 KB zeroed and copied again per page). The build swaps Astro's encoder for this one
 * (`fasterPageEncodingPlugin`); the bytes are the same, a lone surrogate becoming U+FFFD as before.
 */
export const pageEncoder = {
  encode(text = ""): Uint8Array {
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, "utf8"));
    bytes.write(text, "utf8");
    return bytes;
  },
};

const ASTRO_ENCODER = "const encoder = new TextEncoder();";

/**
 * Astro's render module (`astro/dist/runtime/server/render/common.js`) with its encoder replaced by
 * `pageEncoder`; null when the module has no such line (Astro changed it: the build then encodes as
 * before, and `page-encoding.server.test.ts` fails).
 */
export function fasterPageEncoding(code: string, encoderModule: string): string | null {
  if (!code.includes(ASTRO_ENCODER)) return null;
  return `import { pageEncoder } from ${JSON.stringify(encoderModule)};\n${code.replace(ASTRO_ENCODER, "const encoder = pageEncoder;")}`;
}

/** The Vite plugin of the build that applies `fasterPageEncoding` to Astro's render module. */
export function fasterPageEncodingPlugin(encoderModule: string) {
  return {
    name: "little-north:faster-page-encoding",
    transform(code: string, id: string) {
      if (!id.replaceAll("\\", "/").endsWith("/astro/dist/runtime/server/render/common.js")) return null;
      const changed = fasterPageEncoding(code, encoderModule);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
