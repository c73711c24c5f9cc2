import type { APIRoute } from "astro";
import { parseProductImage, productImageSvg } from "#lib/commerce/catalog/product-image.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { errorResponse } from "#lib/http/responses.ts";

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const image = parseProductImage(params.file ?? "");
  if (!image) {
    return errorResponse(404, "NOT_FOUND", "No such product image.");
  }
  return new Response(productImageSvg(image.kind, image.colourHex, image.n), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The URL names everything the picture depends on.
      "Cache-Control": CACHE.immutable,
      "X-Content-Type-Options": "nosniff",
    },
  });
};
