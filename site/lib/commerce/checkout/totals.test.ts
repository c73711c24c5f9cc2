import { describe, expect, it } from "vitest";
import { GIFT_CARD_CATEGORY_ID } from "#lib/commerce/catalog/taxonomy.ts";
import { MARKET_CODES } from "#lib/markets/markets.ts";
import { SHIPPING, SHIPPING_METHODS } from "./shipping.ts";
import { goodsTotals, orderTotals, totalsPerMethod } from "./totals.ts";

const jeans = { listMinor: 39_900, saleMinor: null, quantity: 1, categoryId: 12 };
const onSale = { listMinor: 59_900, saleMinor: 29_900, quantity: 2, categoryId: 12 };
const giftCard = { listMinor: 50_000, saleMinor: null, quantity: 1, categoryId: GIFT_CARD_CATEGORY_ID };

describe("goods totals", () => {
  it("sums quantities and today's prices, sale prices first", () => {
    expect(goodsTotals("se", [jeans, onSale], false)).toEqual({
      totalQuantity: 3,
      itemsMinor: 99_700,
      memberDiscountMinor: 0,
      subtotalMinor: 99_700,
    });
    expect(goodsTotals("se", [], true)).toEqual({ totalQuantity: 0, itemsMinor: 0, memberDiscountMinor: 0, subtotalMinor: 0 });
  });

  it("takes a member's discount off full-priced goods, in the market's price steps", () => {
    expect(goodsTotals("se", [jeans, onSale, giftCard], true)).toEqual({
      totalQuantity: 4,
      itemsMinor: 149_700,
      memberDiscountMinor: 4_000,
      subtotalMinor: 145_700,
    });
    expect(goodsTotals("de", [{ ...jeans, listMinor: 4_995 }], true).subtotalMinor).toBe(4_495);
  });
});

describe("order totals", () => {
  it("adds the chosen method's price to the subtotal (the issue's case: 399 kr with express is 498 kr)", () => {
    expect(orderTotals("se", 39_900, "standard")).toEqual({
      method: "standard",
      subtotalMinor: 39_900,
      shippingMinor: 4_900,
      totalMinor: 44_800,
    });
    expect(orderTotals("se", 39_900, "express")).toEqual({
      method: "express",
      subtotalMinor: 39_900,
      shippingMinor: 9_900,
      totalMinor: 49_800,
    });
    expect(orderTotals("se", 79_900, "standard").shippingMinor).toBe(0);
    // Express is never free, not even over the threshold.
    expect(orderTotals("de", 10_000, "express")).toMatchObject({ shippingMinor: 995, totalMinor: 10_995 });
  });

  it("decides free delivery on the subtotal after the member discount", () => {
    // 749 kr of goods is over 699 kr, but a member pays 674 kr for them: standard delivery costs.
    const { subtotalMinor } = goodsTotals("se", [{ ...jeans, listMinor: 74_900 }], true);
    expect(subtotalMinor).toBe(67_400);
    expect(orderTotals("se", subtotalMinor, "standard").shippingMinor).toBe(4_900);
  });

  it("offers every method in every market, each total its own subtotal plus its own shipping", () => {
    for (const market of MARKET_CODES)
      for (const subtotal of [0, 995, SHIPPING[market].thresholdMinor, SHIPPING[market].thresholdMinor + 1, 250_000]) {
        const all = totalsPerMethod(market, subtotal);
        expect(all.map((t) => t.method)).toEqual(SHIPPING_METHODS);
        for (const t of all) {
          expect(t).toEqual(orderTotals(market, subtotal, t.method));
          expect(t.totalMinor).toBe(subtotal + t.shippingMinor);
        }
        expect(all.find((t) => t.method === "express")?.shippingMinor).toBe(SHIPPING[market].expressMinor);
      }
  });
});
