import { describe, expect, it } from "vitest";
import { decodeTicket, encodeTicket } from "./ticket.ts";

describe("click tickets", () => {
  it("carry product, storefront and query there and back, and fit a cart line", () => {
    const ticket = { productId: 100042, market: "se", language: "sv", query: "blå jeans" } as const;
    const encoded = encodeTicket(ticket);
    expect(encoded).toMatch(/^100042\.se\.sv\.[A-Za-z0-9_-]+$/);
    expect(decodeTicket(encoded)).toEqual(ticket);
    expect(encodeTicket({ ...ticket, query: "å".repeat(100) }).length).toBeLessThanOrEqual(200);
  });

  it("refuse anything else", () => {
    for (const bad of ["", "abc", "0.se.sv.x", "100042.xx.sv.eA", "100042.se.zz.eA", "100042.se.sv.e A", "99999999999.se.sv.a"])
      expect(decodeTicket(bad)).toBeNull();
  });
});
