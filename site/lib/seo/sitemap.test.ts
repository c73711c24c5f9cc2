import { describe, expect, it } from "vitest";
import { escapeXml, parseSitemapFile, sitemapFile, sitemapIndexXml, urlSetXml } from "./sitemap.ts";

describe("sitemaps", () => {
  it("names one file per storefront and reads it back", () => {
    expect(sitemapFile("/se")).toBe("se.xml");
    expect(sitemapFile("/pl/en")).toBe("pl-en.xml");
    expect(parseSitemapFile("pl-en.xml")).toEqual({ market: "pl", english: true });
    expect(parseSitemapFile("../etc/passwd")).toBeNull();
  });

  it("writes escaped, de-duplicated URL sets and an index", () => {
    const xml = urlSetXml(["https://shop.example/se?a=1&b=2", "https://shop.example/se?a=1&b=2", "https://shop.example/se/rea"]);
    expect(xml).toContain("<loc>https://shop.example/se?a=1&amp;b=2</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(sitemapIndexXml(["https://shop.example/sitemaps/se.xml"])).toContain(
      "<sitemap><loc>https://shop.example/sitemaps/se.xml</loc></sitemap>",
    );
    expect(escapeXml(`<"'&>`)).toBe("&lt;&quot;&apos;&amp;&gt;");
  });
});
