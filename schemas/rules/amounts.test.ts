import { describe, expect, it } from "vitest";
import { amountsIn, checkAmounts, checkRichTextAmounts, parseAmount, replaceAmounts } from "./amounts.ts";

describe("amount tokens in content", () => {
  it("read a number and a currency code, cents after a comma or a point", () => {
    expect(parseAmount("699 SEK")).toEqual({ minor: 69_900, currency: "SEK" });
    expect(parseAmount("4,95 EUR")).toEqual({ minor: 495, currency: "EUR" });
    expect(parseAmount(" 4.95  EUR ")).toEqual({ minor: 495, currency: "EUR" });
    expect(parseAmount("699 USD")).toBeNull();
    expect(parseAmount("699")).toBeNull();
    expect(parseAmount("4,9 EUR")).toBeNull();
  });

  it("are replaced where they stand, inflections and punctuation kept", () => {
    const format = ({ minor, currency }: { minor: number; currency: string }) => `<${minor} ${currency}>`;
    expect(replaceAmounts("vähintään {69 EUR}:n tilauksiin", format)).toBe("vähintään <6900 EUR>:n tilauksiin");
    expect(replaceAmounts("{4,95 EUR} or {699 SEK}.", format)).toBe("<495 EUR> or <69900 SEK>.");
    expect(replaceAmounts("no tokens {here}", format)).toBe("no tokens {here}");
    expect(amountsIn("from {69 EUR} to {299 PLN}")).toEqual([
      { minor: 6_900, currency: "EUR" },
      { minor: 29_900, currency: "PLN" },
    ]);
  });

  it("are what the Studio asks for: no amount by hand, no broken token", () => {
    expect(checkAmounts("Fri frakt över {699 SEK}")).toBe(true);
    expect(checkAmounts("60 dagars öppet köp, 10 % för medlemmar")).toBe(true);
    for (const hand of ["Fri frakt över 699 kr", "ab 69 €", "vanaf € 69", "od 299 zł", "over 499 kr.", "from 299 PLN", "EUR 69"])
      expect(checkAmounts(hand), hand).toMatch(/token/);
    expect(checkAmounts("över {699 kronor}")).toMatch(/not an amount/);
    expect(checkRichTextAmounts([{ _type: "block", children: [{ text: "Fri frakt över " }, { text: "699 kr" }] }])).toMatch(
      /token/,
    );
    expect(checkRichTextAmounts([{ _type: "block", children: [{ text: "Fri frakt över {699 SEK}" }] }])).toBe(true);
    // A token split by formatting would reach shoppers as typed: the shop writes each span's tokens.
    expect(
      checkRichTextAmounts([{ _type: "block", children: [{ text: "Fri frakt över {" }, { text: "699" }, { text: " SEK}" }] }]),
    ).toMatch(/one piece/);
    expect(
      checkRichTextAmounts([{ _type: "block", children: [{ text: "Fri frakt över " }, { text: "{699 SEK}" }, { text: "!" }] }]),
    ).toBe(true);
  });
});
