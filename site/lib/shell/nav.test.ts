import { describe, expect, it } from "vitest";
import type { NavItem } from "../content/menus.ts";
import { withBrandList } from "./nav.ts";

const item = (over: Partial<NavItem>): NavItem => ({
  key: "k",
  name: "n",
  href: "/x",
  external: false,
  group: false,
  color: null,
  image: null,
  images: [],
  children: [],
  ...over,
});

describe("the brand entry", () => {
  it("gets one link to the brand list", () => {
    const [brands, boys] = withBrandList(
      [item({ key: "b", name: "Brands", href: null, group: true }), item({ key: "g", group: true, children: [item({})] })],
      "/se/varumarken",
      "Alla varumärken",
    );
    expect(brands?.children).toEqual([expect.objectContaining({ name: "Alla varumärken", href: "/se/varumarken" })]);
    expect(boys?.children).toHaveLength(1);
    expect(boys?.children[0]?.href).toBe("/x");
  });
});
