import type { APIRoute } from "astro";
import { endPreview, isFramedRequest } from "#lib/content/preview.server.ts";
import { BODY_LIMITS, formText, readFormBody } from "#lib/http/body.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/preview/exit (form field `to`): the preview bar's button; back to the page as shoppers see it. */
export const POST: APIRoute = async ({ request, url, cookies }) => {
  const form = await readFormBody(request, BODY_LIMITS.cart);
  return endPreview(url, cookies, formText(form.get("to"), 2048), isFramedRequest(request));
};

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
