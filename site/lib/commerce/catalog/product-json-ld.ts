import type { Storefront } from "#lib/markets/markets.ts";
import type { ProductDetail } from "./catalog.server.ts";

/**
 * schema.org Product with its offer, as JSON safe to put inside a <script>:
 * `<` is escaped so no product text can close the script element.
 */
export function productJsonLd(p: ProductDetail, sf: Storefront, url: string, images: string[]): string {
  const price = (p.saleMinor ?? p.listMinor) / 100;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    sku: p.productKey,
    color: p.colour,
    image: images,
    brand: { "@type": "Brand", name: p.brand.name },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: sf.market.currency,
      price: price.toFixed(2),
      availability: p.variants.some((v) => v.stock > 0) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
