import { describe, expect, it } from "vitest";
import { releasePreviewPerspective } from "./preview-path.ts";

describe("the perspective a release is previewed in", () => {
  it("is the release with those before it, without drafts; nothing outside a release", () => {
    expect(releasePreviewPerspective("rB", ["rB", "rA", "drafts"])).toBe("rB,rA");
    expect(releasePreviewPerspective("rB", [])).toBe("rB");
    expect(releasePreviewPerspective(undefined, ["drafts"])).toBeNull();
  });
});
