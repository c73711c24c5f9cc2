import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatPrice } from "./format.ts";
import { storefront } from "./markets.ts";

// Intl separates amount and currency with a no-break space; shoppers see a space.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("prices as a native shopper reads them", () => {
  it.each([
    ["se", 69900, "699 kr"],
    ["no", 99900, "999 kr"],
    ["dk", 49900, "499 kr."],
    ["fi", 6900, "69 €"],
    ["nl", 6900, "€ 69"],
    ["de", 6900, "69 €"],
    ["fr", 6900, "69 €"],
    ["pl", 29900, "299 zł"],
  ] as const)("%s: %i minor units read %s", (market, amount, expected) => {
    expect(plain(formatPrice(amount, storefront(market)))).toBe(expected);
  });

  it("keeps the decimals of a non-whole price and groups thousands per locale", () => {
    expect(plain(formatPrice(129950, storefront("se")))).toBe("1 299,50 kr");
    expect(plain(formatPrice(129950, storefront("de")))).toBe("1.299,50 €");
    expect(plain(formatPrice(129950, storefront("nl")))).toBe("€ 1.299,50");
    expect(plain(formatPrice(129950, storefront("fr")))).toBe("1 299,50 €");
    // Polish does not group four-digit amounts.
    expect(plain(formatPrice(129900, storefront("pl")))).toBe("1299 zł");
  });

  it("shows the market's currency in English too", () => {
    expect(plain(formatPrice(69900, storefront("se", { english: true })))).toBe("699 kr");
    expect(plain(formatPrice(6900, storefront("de", { english: true })))).toBe("€69");
    expect(plain(formatPrice(29900, storefront("pl", { english: true })))).toBe("299 PLN");
  });

  it("refuses fractions of a minor unit", () => {
    expect(() => formatMoney(1.5, "SEK", "sv-SE")).toThrow(RangeError);
  });
});

describe("dates", () => {
  it("formats in the market's language and time zone", () => {
    expect(formatDate("2026-11-22T23:30:00Z", storefront("se"))).toBe("23 november 2026");
    expect(formatDate("2026-11-22T23:30:00Z", storefront("de"))).toBe("23. November 2026");
    expect(formatDate("2026-11-22T12:00:00Z", storefront("pl"))).toBe("22 listopada 2026");
  });

  it("rejects what is not a date", () => {
    expect(() => formatDate("someday", storefront("se"))).toThrow(RangeError);
  });
});
