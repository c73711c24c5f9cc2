import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, studioCsp } from "./headers.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the Studio's Content-Security-Policy", () => {
  const page = [
    "<html><head><script>\n;(function () { window.onerror = null })()\n</script>",
    '<script src="https://core.sanity-cdn.com/bridge.js" async type="module"></script></head>',
    '<body><script type="application/json" id="sanity-resource-bindings">[]</script>',
    '<script src="/studio/static/sanity.js" type="module"></script></body></html>',
  ].join("");

  it("allows the page's inline scripts by their hashes, and no data block or script file by hash", () => {
    expect(inlineScriptHashes(page)).toEqual([hash("\n;(function () { window.onerror = null })()\n")]);
  });

  it("lets no page frame the Studio and allows no inline script it did not hash", () => {
    const policy = studioCsp(page);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`script-src 'self' ${hash("\n;(function () { window.onerror = null })()\n")}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
  });

  it("shows pictures from the image host it is given and from no other site", () => {
    expect(studioCsp(page, [], ["https://localhost:3443"])).toContain("img-src 'self' data: blob: https://localhost:3443;");
    expect(studioCsp(page)).toContain("img-src 'self' data: blob:;");
  });

  it("lets the Presentation tool frame the shop's origins and no other site", () => {
    const policy = studioCsp(page, ["https://shop.example", "http://localhost:4321"]);
    expect(policy).toContain("frame-src 'self' https://shop.example http://localhost:4321;");
    expect(studioCsp(page)).toContain("frame-src 'self';");
  });
});
