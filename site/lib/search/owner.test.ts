import { describe, expect, it } from "vitest";
import { ownerKey } from "./owner.ts";

describe("search owner", () => {
  it("is the customer when signed in, else the visitor, else nobody", () => {
    expect(ownerKey({ customer: "42", visitor: "abc" })).toBe("customer:42");
    expect(ownerKey({ visitor: "abc" })).toBe("visitor:abc");
    expect(ownerKey({})).toBeNull();
  });
});
