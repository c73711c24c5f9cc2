import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { fasterPageEncoding, fasterPageEncodingPlugin, pageEncoder } from "./page-encoding.server.ts";

const astroRender = join(
  dirname(createRequire(import.meta.url).resolve("astro/package.json")),
  "dist/runtime/server/render/common.js",
);

describe("a page's bytes", () => {
  it("are the bytes TextEncoder makes, for every kind of text a page holds", () => {
    const texts = [
      "",
      "<p>Fri frakt över 699 kr</p>",
      "Chłopięce jeansy – rozmiar 128…",
      "Prix : 12,99 € − 10 %",
      "👕 emoji and 𝄞 beyond the first plane",
      "a lone surrogate \ud800 and \udfff, made U+FFFD",
      "x".repeat(70_000) + "ł".repeat(5_000),
    ];
    const reference = new TextEncoder();
    const bytes = (text?: string) => new Uint8Array(pageEncoder.encode(text));
    for (const text of texts) expect(bytes(text)).toEqual(reference.encode(text));
    expect(bytes()).toEqual(new Uint8Array());
  });

  it("keep no more memory than the page takes", () => {
    expect(pageEncoder.encode("Chłopięce").buffer.byteLength).toBe(11);
  });

  it("replace the encoder of the Astro installed here, and only in its render module", () => {
    const code = readFileSync(astroRender, "utf8");
    const changed = fasterPageEncoding(code, "/shop/page-encoding.server.ts");
    expect(changed, "Astro's render module no longer makes its encoder as it did: see ADR 43, stop 54").not.toBeNull();
    expect(changed).toContain('import { pageEncoder } from "/shop/page-encoding.server.ts";');
    expect(changed).toContain("const encoder = pageEncoder;");
    expect(changed).not.toContain("new TextEncoder()");
    const plugin = fasterPageEncodingPlugin("/shop/page-encoding.server.ts");
    expect(plugin.transform(code, astroRender)?.code).toBe(changed);
    expect(plugin.transform(code, "/shop/node_modules/astro/dist/runtime/server/render/page.js")).toBeNull();
    expect(fasterPageEncoding("const other = 1;", "/x.ts")).toBeNull();
  });
});
