import { describe, expect, it } from "vitest";
import { formatPrice } from "#lib/markets/format.ts";
import { allStorefronts, storefront } from "#lib/markets/markets.ts";
import { formatAmounts, withAmounts } from "./amounts.ts";

describe("amounts in content, written as the storefront writes prices", () => {
  it("follow each storefront's Intl format, the one its prices use", () => {
    expect(formatAmounts("Darmowa dostawa od {299 PLN}", storefront("pl"))).toBe("Darmowa dostawa od 299\u00a0zł");
    expect(formatAmounts("Free shipping from {299 PLN}", storefront("pl", { english: true }))).toBe(
      "Free shipping from 299\u00a0PLN",
    );
    expect(formatAmounts("vanaf {4,95 EUR}", storefront("nl"))).toBe("vanaf €\u00a04,95");
    for (const sf of allStorefronts()) expect(formatAmounts(`{149,99 ${sf.market.currency}}`, sf)).toBe(formatPrice(14_999, sf));
  });

  it("go through Portable Text spans and leave the rest alone", () => {
    const blocks = [
      { _type: "block", _key: "a", children: [{ _type: "span", _key: "s", text: "Fri frakt över {699 SEK}", marks: [] }] },
      { _type: "table", _key: "t", rows: [] },
    ];
    const out = withAmounts(blocks, storefront("se"));
    expect(out[0]?.children?.[0]?.text).toBe(`Fri frakt över ${formatPrice(69_900, storefront("se"))}`);
    expect(out[1]).toBe(blocks[1]);
    expect(blocks[0]?.children?.[0]?.text).toBe("Fri frakt över {699 SEK}");
  });
});
