import { describe, expect, it } from "vitest";
import { COLOURS } from "#lib/commerce/catalog/vocabulary.ts";
import { contrast } from "./ink.ts";
import { KIND_NAMES, PATTERNS } from "./kinds.ts";
import {
  backdropFor,
  CONTRAST_FLOOR,
  PICTURE_WIDTHS,
  type ProductPicture,
  parsePicture,
  picturePath,
  pictureSrcset,
  pictureSvg,
  pictureViews,
  productPicture,
} from "./picture.ts";
import { productKind } from "./product-kind.ts";

const jacket: ProductPicture = { kind: "winterJacket", pattern: "reflective", colour: "c0392b" };

describe("product picture URLs", () => {
  it("round-trip through the file name", () => {
    const path = picturePath(jacket, "back", 480);
    expect(path).toBe("/media/products/winter-jacket.reflective.c0392b.back.480.svg");
    expect(parsePicture(path.split("/").pop() ?? "")).toEqual({ picture: jacket, view: "back", width: 480 });
  });

  it("refuse anything else, so the route answers 404", () => {
    for (const file of [
      "winter-jacket.reflective.c0392b.back.480.png",
      "winter-jacket.reflective.C0392B.back.480.svg",
      "winter-coat.quilted.c0392b.back.480.svg",
      "winter-jacket.tartan.c0392b.back.480.svg",
      "winter-jacket.reflective.c0392b.side.480.svg",
      "winter-jacket.reflective.c0392b.back.500.svg",
      "winterJacket.quilted.c0392b.back.480.svg",
      "../winter-jacket.reflective.c0392b.back.480.svg",
      "top-335577-1.svg",
      "",
    ]) {
      expect(parsePicture(file), file).toBeNull();
    }
  });

  it("list every width for srcset", () => {
    const srcset = pictureSrcset(jacket, "front");
    expect(srcset.split(", ")).toHaveLength(PICTURE_WIDTHS.length);
    expect(srcset).toContain("/media/products/winter-jacket.reflective.c0392b.front.240.svg 240w");
  });

  it("come from what the page knows: category, name, language and colour", () => {
    expect(productPicture(1311, "Röd vinterjacka med reflexer", "sv", "#C0392B")).toEqual(jacket);
    expect(productPicture(261, "Black beanie with pompom", "en", "#1f1f1f")).toEqual({
      kind: "beanie",
      pattern: "pompom",
      colour: "1f1f1f",
    });
  });

  it("read a name once per process: a listing asks for each of its cards", () => {
    // A name the generator cannot have given gets its category's first kind; asked again, the kept answer.
    const first = productKind(1311, "Något helt annat", "sv");
    expect(first).toEqual({ kind: "winterJacket", pattern: "plain" });
    expect(productKind(1311, "Något helt annat", "sv")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe("product pictures", () => {
  it("draw every kind in every view and width, small and sized for its width", () => {
    for (const kind of KIND_NAMES) {
      for (const view of pictureViews({ kind, pattern: "plain", colour: "335577" })) {
        for (const width of PICTURE_WIDTHS) {
          const svg = pictureSvg({ kind, pattern: "striped", colour: "335577" }, view, width);
          expect(svg.startsWith("<svg"), kind).toBe(true);
          expect(svg).toContain(`width="${width}" height="${width * 1.25}"`);
          // A card's picture is a few KB at most.
          expect(svg.length, `${kind} ${view}`).toBeLessThan(6000);
        }
      }
    }
  });

  it("never draws two kinds the same, in any catalog colour", () => {
    for (const colour of COLOURS) {
      const seen = new Map<string, string>();
      for (const kind of KIND_NAMES) {
        const svg = pictureSvg({ kind, pattern: "plain", colour: colour.hex.slice(1) }, "front", 360);
        expect(seen.get(svg), `${kind} draws like ${seen.get(svg)} in ${colour.key}`).toBeUndefined();
        seen.set(svg, kind);
      }
    }
  });

  it("shows 2–4 different views of each kind", () => {
    for (const kind of KIND_NAMES) {
      const picture: ProductPicture = { kind, pattern: "plain", colour: "4f7a4a" };
      const views = pictureViews(picture);
      expect(views.length).toBeGreaterThanOrEqual(2);
      expect(views.length).toBeLessThanOrEqual(4);
      const drawings = new Set(views.map((view) => pictureSvg(picture, view, 480)));
      expect(drawings.size, kind).toBe(views.length);
    }
  });

  it("shows the pattern the name says", () => {
    const plain = pictureSvg({ kind: "tee", pattern: "plain", colour: "1b2a4a" }, "front", 360);
    for (const pattern of ["striped", "checked", "floral", "print", "patterned", "glitter"] as const) {
      expect(pictureSvg({ kind: "tee", pattern, colour: "1b2a4a" }, "front", 360), pattern).not.toBe(plain);
    }
    expect(pictureSvg({ kind: "tee", pattern: "striped", colour: "1b2a4a" }, "front", 360)).toContain("<pattern");
    expect(PATTERNS).toContain("plain");
  });

  it("draws every catalog colour at least 2:1 against its backdrop (WCAG contrast ratio), white and beige included", () => {
    expect(CONTRAST_FLOOR).toBeGreaterThanOrEqual(2);
    for (const colour of COLOURS) {
      const backdrop = backdropFor(colour.hex);
      expect(contrast(colour.hex, backdrop), colour.key).toBeGreaterThanOrEqual(CONTRAST_FLOOR);
      const svg = pictureSvg({ kind: "tee", pattern: "plain", colour: colour.hex.slice(1) }, "front", 240);
      expect(svg).toContain(`fill="${backdrop}"`);
    }
    expect(backdropFor("#f5f5f0")).not.toBe(backdropFor("#1f1f1f"));
  });

  it("is the same drawing every time", () => {
    expect(pictureSvg(jacket, "detail", 720)).toBe(pictureSvg(jacket, "detail", 720));
  });
});
