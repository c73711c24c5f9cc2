import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination.ts";

describe("pageWindow", () => {
  it("shows every page of a short listing", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first, the last and two either side of the current page", () => {
    expect(pageWindow(10, 20)).toEqual([1, 8, 9, 10, 11, 12, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 18, 19, 20]);
  });
});
