import { describe, expect, it } from "vitest";
import { aroundSlot } from "./search-page.server.ts";

describe("did you mean", () => {
  it("puts the suggested query where the sentence has it", () => {
    expect(aroundSlot("Menade du {q}?", "q")).toEqual({ before: "Menade du ", after: "?" });
    expect(aroundSlot("Vouliez-vous dire {q} ?", "q")).toEqual({ before: "Vouliez-vous dire ", after: " ?" });
  });
});
