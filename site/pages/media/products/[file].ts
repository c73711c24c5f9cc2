import type { APIRoute } from "astro";
import { parseProductImage, productImageSvg } from "../../../lib/commerce/catalog/product-image";

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const image = parseProductImage(params.file ?? "");
  if (!image) {
    return Response.json({ error: { code: "not_found", message: "No such product image." } }, { status: 404 });
  }
  return new Response(productImageSvg(image.kind, image.colourHex, image.n), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The URL names everything the picture depends on.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
};
