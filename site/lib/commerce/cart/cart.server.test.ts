import { describe, expect, it } from "vitest";
import { inlineValues } from "#lib/db/composed-once.server.ts";
import { addStatement } from "./cart.server.ts";
import { MAX_QUANTITY } from "./keys.ts";

describe("the add's statement", () => {
  // Composed once per shape and run for every shopper: a shopper's value written into it
  // (a token, a variant) would be every later shopper's.
  it.each([
    { byKey: false, withProductId: false, withVariantKey: false },
    { byKey: false, withProductId: true, withVariantKey: true },
    { byKey: true, withProductId: false, withVariantKey: false },
  ])("holds no value but its market, language and the line limit: %o", (shape) => {
    const values = new Set(inlineValues(addStatement("no", "nb", shape)));
    expect(values).toEqual(new Set(["no", "nb", MAX_QUANTITY]));
  });
});
