import type { APIRoute } from "astro";
import { getCategoryTree } from "#lib/commerce/catalog/catalog.server.ts";
import { categoryListing } from "#lib/content/preview.server.ts";
import { db } from "#lib/http/api.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** GET /api/preview/category?storefront=/se&id=182: on to the category's listing (the Studio's locations, issue 28). */
export const GET: APIRoute = ({ url }) => categoryListing(url, (sf) => getCategoryTree(db(), sf.language));

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
