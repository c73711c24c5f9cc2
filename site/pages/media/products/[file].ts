import type { APIRoute } from "astro";
import { parsePicture, pictureSvg } from "#lib/commerce/catalog/pictures/picture.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { errorResponse } from "#lib/http/responses.ts";

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const file = parsePicture(params.file ?? "");
  if (!file) {
    return errorResponse(404, "NOT_FOUND", "No such product picture.");
  }
  return new Response(pictureSvg(file.picture, file.view, file.width), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The URL names everything the picture depends on.
      "Cache-Control": CACHE.immutable,
      "X-Content-Type-Options": "nosniff",
    },
  });
};
