import { describe, expect, it } from "vitest";
import { checkSubMenuDepth, menuDepth, ownerLevel } from "./menu-depth";

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
