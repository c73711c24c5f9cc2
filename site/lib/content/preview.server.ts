/**
 * The two ends of a draft preview (site/lib/content/draft-mode.server.ts): the link from the
 * Studio starts it, the bar on every previewed page ends it.
 */

import type { SanityClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { urlSearchParamPreviewPerspective } from "@sanity/preview-url-secret/constants";
import { z } from "zod";
import { categoryPath } from "#lib/commerce/catalog/catalog-path.ts";
import type { CategoryTree } from "#lib/commerce/catalog/category-tree.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { type CookieJar, cookieOptions, framedCookieOptions } from "#lib/http/cookies.ts";
import { errorResponse } from "#lib/http/responses.ts";
import { safeReturnPath } from "#lib/http/return-path.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { localizePath, parseStorefrontPath } from "#lib/markets/paths.ts";
import { PREVIEW_COOKIE, PREVIEW_SECONDS, parsePreviewPerspective, previewCookieValue } from "./draft-mode.server.ts";

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": CACHE.private } });

/**
 * GET /api/preview?sanity-preview-secret=…&sanity-preview-pathname=/se/…[&sanity-preview-perspective=…]:
 * a secret the Studio wrote within the hour starts a preview (of drafts, or of the releases
 * the perspective names) and leads to the page; anything else is refused and changes nothing.
 * In the Presentation tool's frame (`inFrame`: the browser's Sec-Fetch-Dest says iframe) the
 * cookie is a partitioned one that only frames under the Studio's site send.
 */
export async function startPreview(
  url: URL,
  cookies: CookieJar,
  client: SanityClient | null,
  key: string,
  now = Date.now(),
  inFrame = false,
): Promise<Response> {
  if (!client)
    return errorResponse(
      409,
      "PREVIEW_UNAVAILABLE",
      "Draft preview needs a Sanity project or the local Content Lake with a read token (SANITY_READ_TOKEN).",
    );
  const { isValid, redirectTo, studioPreviewPerspective } = await validatePreviewUrl(client, url.href);
  if (!isValid) return errorResponse(401, "PREVIEW_LINK_INVALID", "This preview link is not valid or has expired.");
  const perspective = parsePreviewPerspective(studioPreviewPerspective);
  if (!perspective)
    return errorResponse(
      400,
      "PREVIEW_PERSPECTIVE_INVALID",
      "The preview link names no drafts and no release the shop can show.",
    );
  cookies.set(
    PREVIEW_COOKIE,
    previewCookieValue(key, now + PREVIEW_SECONDS * 1000, perspective),
    inFrame ? framedCookieOptions(PREVIEW_SECONDS) : cookieOptions(url, PREVIEW_SECONDS),
  );
  return seeOther(withoutPerspective(safeReturnPath(redirectTo ?? "/", url) ?? "/"));
}

/** The page without the perspective parameter @sanity/preview-url-secret adds to it: the cookie holds the perspective. */
function withoutPerspective(path: string): string {
  const target = new URL(path, "https://shop.invalid");
  target.searchParams.delete(urlSearchParamPreviewPerspective);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** POST /api/preview/exit (form field `to`): the browser sees what shoppers see again. */
export function endPreview(url: URL, cookies: CookieJar, to: unknown, inFrame = false): Response {
  cookies.set(PREVIEW_COOKIE, "", inFrame ? framedCookieOptions(0) : cookieOptions(url, 0));
  return seeOther((typeof to === "string" && safeReturnPath(to, url)) || "/");
}

const categoryLink = z.object({
  storefront: z.string().max(16),
  id: z.coerce.number().int().positive().max(1_000_000_000),
});

/**
 * GET /api/preview/category?storefront=/se&id=182: the listing of a category in a storefront, the
 * page the Studio's locations (studio/locations.ts) name for content bound to categories. The
 * Studio knows a category by its id; its address is words of the catalog, which only the shop has.
 */
export async function categoryListing(url: URL, tree: (sf: Storefront) => Promise<CategoryTree>): Promise<Response> {
  const parsed = categoryLink.safeParse(Object.fromEntries(url.searchParams));
  const sf = parsed.success ? parseStorefrontPath(parsed.data.storefront)?.storefront : undefined;
  if (!parsed.success || !sf || parsed.data.storefront !== sf.basePath)
    return errorResponse(400, "CATEGORY_LINK_INVALID", "The link names no storefront and category of this shop.");
  const node = (await tree(sf)).byId.get(parsed.data.id);
  if (!node) return errorResponse(404, "CATEGORY_NOT_FOUND", "The shop has no such category.");
  return seeOther(localizePath(sf, categoryPath(sf.language, node, null)));
}

/** Whether the browser loads this into a frame (Sec-Fetch-Dest), as the Presentation tool does. */
export const isFramedRequest = (request: Request): boolean => request.headers.get("sec-fetch-dest") === "iframe";
