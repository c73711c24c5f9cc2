import { describe, expect, it } from "vitest";
import { highlight, parseHighlighted } from "./highlight.ts";

describe("highlighted suggestions", () => {
  it("marks where the typed words begin a word of the phrase", () => {
    expect(highlight("Jeans", "jea")).toBe("{Jea}ns");
    expect(highlight("Slim fit-jeans", "jea")).toBe("Slim fit-{jea}ns");
    expect(highlight("Svarta vida jeans", "svarta jeans")).toBe("{Svarta} vida {jeans}");
    expect(highlight("Fjällbarn", "fjall")).toBe("{Fjäll}barn");
    expect(highlight("Vinterjackor", "jacka")).toBe("Vinterjackor");
    expect(highlight("Jeans", "")).toBe("Jeans");
  });

  it("reads single and double braces, and stray braces as text", () => {
    const bold = [
      { text: "jea", bold: true },
      { text: "ns", bold: false },
    ];
    expect(parseHighlighted("{jea}ns")).toEqual(bold);
    expect(parseHighlighted("{{jea}}ns")).toEqual(bold);
    expect(parseHighlighted("Slim fit-{jea}ns")).toEqual([{ text: "Slim fit-", bold: false }, ...bold]);
    expect(parseHighlighted("no braces")).toEqual([{ text: "no braces", bold: false }]);
    expect(parseHighlighted("a { b")).toEqual([{ text: "a { b", bold: false }]);
  });
});
