import { describe, expect, it } from "vitest";
import { sharedAnswer } from "./shared-answer.ts";

describe("sharedAnswer", () => {
  it("freezes the answer all the way down, so a caller cannot change what the next one gets", () => {
    const answer = sharedAnswer({
      items: [
        { label: "Tjej", children: [{ label: "Jeans" }] },
        { label: "Kille", children: [] },
      ],
      title: "Meny",
    });
    expect(() => {
      answer.title = "Changed";
    }).toThrow(TypeError);
    expect(() => answer.items.push({ label: "Baby", children: [] })).toThrow(TypeError);
    expect(() => answer.items.sort()).toThrow(TypeError);
    expect(() => {
      (answer.items[0]?.children[0] as { label: string }).label = "Byxor";
    }).toThrow(TypeError);
    expect(answer).toEqual({
      items: [
        { label: "Tjej", children: [{ label: "Jeans" }] },
        { label: "Kille", children: [] },
      ],
      title: "Meny",
    });
  });

  it("returns the same object, and takes answers that are not objects as they are", () => {
    const menu = { items: [] };
    expect(sharedAnswer(menu)).toBe(menu);
    expect(sharedAnswer(null)).toBeNull();
    expect(sharedAnswer("text")).toBe("text");
    expect(sharedAnswer(3)).toBe(3);
  });
});
