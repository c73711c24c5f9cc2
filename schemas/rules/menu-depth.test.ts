import { describe, expect, it } from "vitest";
import { checkMenuImages, checkSubMenuDepth, menuDepth, ownerLevel } from "./menu-depth.ts";

const k = { _key: "a" };

describe("menu nesting", () => {
  it("counts levels from the path", () => {
    expect(ownerLevel(["items", k, "subMenu"])).toBe(1);
    expect(ownerLevel(["items", k, "subMenu", k, "subMenu", k, "subMenu", k, "subMenu"])).toBe(4);
  });

  it("allows a submenu up to level three and refuses one on level four", () => {
    expect(checkSubMenuDepth(["items", k, "subMenu", k, "subMenu", k, "subMenu"], [{}])).toBe(true);
    expect(checkSubMenuDepth(["items", k, "subMenu", k, "subMenu", k, "subMenu", k, "subMenu"], [{}])).toMatch(/four|4/);
    expect(checkSubMenuDepth(["items", k, "subMenu", k, "subMenu", k, "subMenu", k, "subMenu"], [])).toBe(true);
  });

  it("measures a menu's depth", () => {
    expect(menuDepth([])).toBe(0);
    expect(menuDepth([{ subMenu: [{ subMenu: [{ subMenu: [{}] }] }] }, {}])).toBe(4);
  });
});

describe("menu pictures", () => {
  const pictures = [{ _type: "menuImage" }];
  it("belong to top-level groups of the primary menu, where the open mega menu shows them", () => {
    expect(checkMenuImages(["items", k, "images"], "primary", pictures)).toBe(true);
    expect(checkMenuImages(["items", k, "subMenu", k, "images"], "primary", pictures)).toMatch(/top-level/);
    expect(checkMenuImages(["items", k, "images"], "mobile", pictures)).toMatch(/primary/);
    expect(checkMenuImages(["items", k, "images"], "footer", [])).toBe(true);
  });
});
