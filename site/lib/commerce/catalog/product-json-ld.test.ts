import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import type { ProductDetail } from "./catalog.server.ts";
import { productJsonLd } from "./product-json-ld.ts";

const product: ProductDetail = {
  id: 100001,
  productKey: "LN100001",
  name: "Jeans </script><script>alert(1)</script>",
  slug: "nordkid-jeans-100001",
  description: "Soft jeans.",
  colour: "blue",
  colourHex: "#335577",
  brand: { name: "Nordkid", slug: "nordkid" },
  categoryId: 111,
  gender: "boys",
  clone: false,
  createdAt: new Date("2026-11-01T00:00:00Z"),
  listMinor: 49900,
  saleMinor: 29900,
  currency: "SEK",
  variants: [{ variantKey: "110", size: "110", stock: 0 }],
  slugs: {},
};

describe("product JSON-LD", () => {
  it("offers the effective price in the market's currency with availability", () => {
    const data = JSON.parse(productJsonLd(product, storefront("se"), "https://shop.example/se/x", []));
    expect(data.offers).toMatchObject({ price: "299.00", priceCurrency: "SEK", availability: "https://schema.org/OutOfStock" });
    expect(data.brand.name).toBe("Nordkid");
  });

  it("cannot close its script element", () => {
    expect(productJsonLd(product, storefront("se"), "https://shop.example/se/x", [])).not.toContain("</script>");
  });
});
