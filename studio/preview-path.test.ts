import { describe, expect, it } from "vitest";
import { previewPath, releasePreviewPerspective } from "./preview-path.ts";

describe("the page a document is previewed on", () => {
  it("is the language's home page for menus, perks and modules", () => {
    expect(previewPath({ _type: "perk", language: "sv" })).toBe("/se");
    expect(previewPath({ _type: "menu", language: "nb" })).toBe("/no");
    expect(previewPath({ _type: "homePage", language: "da" })).toBe("/dk");
    expect(previewPath({ _type: "perk", language: "en" })).toBe("/se/en");
  });

  it("is a static page's own address", () => {
    expect(previewPath({ _type: "staticPage", language: "de", slug: { current: "kontakt" } })).toBe("/de/page/kontakt");
  });

  it("is the market's home for market settings, and the first market when the language is unknown", () => {
    expect(previewPath({ _type: "marketSettings", market: "pl" })).toBe("/pl");
    expect(previewPath({ _type: "siteSettings" })).toBe("/se");
    expect(previewPath({ _type: "staticPage", language: "xx", slug: { current: "x" } })).toBe("/se");
  });

  it("never builds an address from a slug that is not one", () => {
    expect(previewPath({ _type: "staticPage", language: "sv", slug: { current: "../../evil" } })).toBe("/se");
  });
});

describe("the perspective a release is previewed in", () => {
  it("is the release with those before it, without drafts; nothing outside a release", () => {
    expect(releasePreviewPerspective("rB", ["rB", "rA", "drafts"])).toBe("rB,rA");
    expect(releasePreviewPerspective("rB", [])).toBe("rB");
    expect(releasePreviewPerspective(undefined, ["drafts"])).toBeNull();
  });
});
