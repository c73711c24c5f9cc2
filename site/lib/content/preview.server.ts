/**
 * The two ends of a draft preview (site/lib/content/draft-mode.server.ts): the link from the
 * Studio starts it, the bar on every previewed page ends it.
 */

import type { SanityClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { urlSearchParamPreviewPerspective } from "@sanity/preview-url-secret/constants";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { type CookieJar, cookieOptions } from "#lib/http/cookies.ts";
import { errorResponse } from "#lib/http/responses.ts";
import { safeReturnPath } from "#lib/http/return-path.ts";
import { PREVIEW_COOKIE, PREVIEW_SECONDS, parsePreviewPerspective, previewCookieValue } from "./draft-mode.server.ts";

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": CACHE.private } });

/**
 * GET /api/preview?sanity-preview-secret=…&sanity-preview-pathname=/se/…[&sanity-preview-perspective=…]:
 * a secret the Studio wrote within the hour starts a preview (of drafts, or of the releases
 * the perspective names) and leads to the page; anything else is refused and changes nothing.
 */
export async function startPreview(
  url: URL,
  cookies: CookieJar,
  client: SanityClient | null,
  key: string,
  now = Date.now(),
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
    cookieOptions(url, PREVIEW_SECONDS),
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
export function endPreview(url: URL, cookies: CookieJar, to: unknown): Response {
  cookies.set(PREVIEW_COOKIE, "", cookieOptions(url, 0));
  return seeOther((typeof to === "string" && safeReturnPath(to, url)) || "/");
}
