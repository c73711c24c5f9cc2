import { describe, expect, it } from "vitest";
import { assetAddress, contentImage, lakeImagePath, sizeFromName } from "./images.server.ts";

describe("content images", () => {
  it("reads the size from a seed asset's name", () => {
    expect(sizeFromName("image@file://./assets/editorial/home-hero-winter-1600x900.svg")).toEqual({ width: 1600, height: 900 });
    expect(sizeFromName("image@file://./assets/payment/visa.svg")).toBeNull();
  });

  it("asks Sanity's CDN for the width the page shows, keeping the aspect ratio", () => {
    const image = contentImage(
      {
        alt: "A red jacket",
        url: "https://cdn.sanity.io/images/p/d/abc-3200x1800.jpg",
        dimensions: { width: 3200, height: 1800 },
      },
      1600,
    );
    expect(image).toEqual({
      src: "https://cdn.sanity.io/images/p/d/abc-3200x1800.jpg?w=1600&auto=format&fit=max",
      srcset: [400, 800, 1200, 1600]
        .map((w) => `https://cdn.sanity.io/images/p/d/abc-3200x1800.jpg?w=${w}&auto=format&fit=max ${w}w`)
        .join(", "),
      width: 1600,
      height: 900,
      alt: "A red jacket",
    });
  });

  it("leaves out pictures without alternative text or with an unsafe address", () => {
    expect(contentImage({ alt: " ", url: "https://cdn.sanity.io/x.jpg", dimensions: { width: 10, height: 10 } }, 10)).toBeNull();
    expect(contentImage({ alt: "x", url: "http://example.com/x.jpg", dimensions: { width: 10, height: 10 } }, 10)).toBeNull();
    expect(contentImage({ alt: "x", _sanityAsset: "image@file://./assets/../../etc/passwd-10x10.svg" }, 10)).toBeNull();
    expect(contentImage(null, 10)).toBeNull();
  });

  it("serves pictures of the local Content Lake from the shop's own origin, and nothing else through it", () => {
    const lake = "https://littlenorth.localhost:3443";
    const file = `${lake}/images/littlenorth/production/e060545d4e7e9c3bf84a585b1e46bf4bac3c833c-600x750.svg`;
    expect(lakeImagePath(new URL(`${file}?w=320`), lake)).toBe(
      "/media/lake/images/littlenorth/production/e060545d4e7e9c3bf84a585b1e46bf4bac3c833c-600x750.svg",
    );
    expect(lakeImagePath(new URL(file), undefined)).toBeNull();
    expect(lakeImagePath(new URL("https://cdn.sanity.io/images/p/d/abc-3200x1800.jpg"), lake)).toBeNull();
    expect(lakeImagePath(new URL(`${lake}/v1/data/query/production`), lake)).toBeNull();
    expect(lakeImagePath(new URL(`${lake}/images/littlenorth/production/../../x.svg`), lake)).toBeNull();
  });
});

describe("asset addresses on a page", () => {
  it("keeps Sanity's https CDN, and refuses anything that is not an https address", () => {
    expect(assetAddress("https://cdn.sanity.io/images/p/d/abc-64x40.svg")).toBe("https://cdn.sanity.io/images/p/d/abc-64x40.svg");
    expect(assetAddress("http://cdn.sanity.io/images/p/d/abc-64x40.svg")).toBeNull();
    expect(assetAddress("javascript:alert(1)")).toBeNull();
    expect(assetAddress("not a url")).toBeNull();
  });
});
