import { describe, expect, it } from "vitest";
import { storefront } from "./markets.ts";
import { absoluteOn, alternates, hreflangOf } from "./seo.ts";

describe("hreflang alternates", () => {
  it("names language and country", () => {
    expect(hreflangOf(storefront("no"))).toBe("nb-NO");
    expect(hreflangOf(storefront("pl", { english: true }))).toBe("en-PL");
  });

  it("lists every storefront that has the page, plus x-default", () => {
    const links = alternates("https://shop.example", (sf) => sf.basePath);
    expect(links).toHaveLength(17);
    expect(links).toContainEqual({ hreflang: "fi-FI", href: "https://shop.example/fi" });
    expect(links).toContainEqual({ hreflang: "en-DE", href: "https://shop.example/de/en" });
    expect(links.at(-1)).toEqual({ hreflang: "x-default", href: "https://shop.example/se" });
  });

  it("leaves out storefronts without the page", () => {
    const links = alternates("https://shop.example", (sf) => (sf.market.code === "se" ? `${sf.basePath}/page/butiker` : null));
    expect(links.map((l) => l.hreflang)).toEqual(["sv-SE", "en-SE", "x-default"]);
  });

  it("makes paths absolute exactly as URL does, plain ones without parsing them", () => {
    const sites = ["https://shop.example", "https://localhost:4349/", "http://SHOP.example:80/base/", "https://bücher.example"];
    const paths = [
      "/",
      "/se",
      "/se/",
      "/se/kille/jeans",
      "/de/mädchen/kleider",
      "/se/a b",
      "/se/./x/../y",
      "/se/sök?q=a b#top",
      "//evil.example/x",
      "/pl/page/o-nas_2~x",
    ];
    for (const site of sites)
      for (const path of paths) expect(absoluteOn(site)(path), `${path} on ${site}`).toBe(new URL(path, site).href);
    expect(absoluteOn(new URL("https://shop.example"))("/fi")).toBe("https://shop.example/fi");
  });
});
