import { describe, expect, it } from "vitest";
import { documentTitle, SITE_NAME } from "./page-head.ts";

describe("documentTitle", () => {
  it("adds the shop's name to a page's own title", () => {
    expect(documentTitle("Jeans")).toBe(`Jeans – ${SITE_NAME}`);
  });

  it("leaves a title that already names the shop as it is", () => {
    expect(documentTitle({ absolute: "Little North – barnkläder" })).toBe("Little North – barnkläder");
  });
});
