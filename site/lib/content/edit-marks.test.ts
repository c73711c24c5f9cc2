import { describe, expect, it } from "vitest";
import { editAttribute, editMark, editMarks, keyed } from "./edit-marks.ts";

describe("edit marks", () => {
  it("in a preview, names the published document, its type and the field's path as the Studio reads it", () => {
    const value = editAttribute(true, { id: "drafts.perk-sv-free-shipping", type: "perk", path: "text" });
    expect(value).toBe("id=perk-sv-free-shipping;type=perk;path=text;base=%2Fstudio");
  });

  it("a menu item's label is its key path in the menu document, at any depth", () => {
    const path = `${keyed("items", "kids")}.${keyed("subMenu", "jeans", "name")}`;
    expect(path).toBe('items[_key=="kids"].subMenu[_key=="jeans"].name');
    const value = editAttribute(true, { id: "menu-primary-sv", type: "menu", path });
    // The overlay's own URL form of the path (keys after colons): what Presentation opens.
    expect(value).toBe("id=menu-primary-sv;type=menu;path=items:kids.subMenu:jeans.name;base=%2Fstudio");
  });

  it("a release version is marked with its published id too", () => {
    const value = editAttribute(true, { id: "versions.spring.homePage-sv", type: "homePage", path: "title" });
    expect(value).toContain("id=homePage-sv;");
  });

  it("for a shopper there is nothing: no attribute, no empty value", () => {
    const ref = { id: "perk-sv-free-shipping", type: "perk", path: "text" };
    expect(editAttribute(false, ref)).toBeUndefined();
    expect(editMark(false, ref)).toEqual({});
    expect(Object.keys(editMark(false, ref))).toEqual([]);
    expect(editMarks(false, ref)("text")).toEqual({});
  });

  it("a reference without id, type or path gives nothing rather than throwing", () => {
    expect(editMark(true, { id: "x", type: "perk", path: "" })).toEqual({});
    expect(editMark(true, { type: "perk", path: "text" })).toEqual({});
    expect(editMarks(true, null)("title")).toEqual({});
    expect(editMarks(true, { id: "x", type: "page" })(null)).toEqual({});
  });

  it("scopes a document's marks by field", () => {
    const mark = editMarks(true, { id: "homePage-sv", type: "homePage" });
    expect(mark(keyed("modules", "hero", "heading"))).toEqual({
      "data-sanity": "id=homePage-sv;type=homePage;path=modules:hero.heading;base=%2Fstudio",
    });
  });
});
