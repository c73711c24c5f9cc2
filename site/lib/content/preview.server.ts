/**
 * The two ends of a draft preview (site/lib/content/draft-mode.server.ts): the link from the
 * Studio starts it, the bar on every previewed page ends it.
 */

import type { SanityClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { type CookieJar, cookieOptions } from "#lib/http/cookies.ts";
import { errorResponse } from "#lib/http/responses.ts";
import { safeReturnPath } from "#lib/http/return-path.ts";
import { PREVIEW_COOKIE, PREVIEW_SECONDS, previewCookieValue } from "./draft-mode.server.ts";

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": CACHE.private } });

/**
 * GET /api/preview?sanity-preview-secret=…&sanity-preview-pathname=/se/…: a secret the
 * Studio wrote within the hour starts a preview and leads to the page; anything else
 * is refused and changes nothing.
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
  const { isValid, redirectTo } = await validatePreviewUrl(client, url.href);
  if (!isValid) return errorResponse(401, "PREVIEW_LINK_INVALID", "This preview link is not valid or has expired.");
  cookies.set(PREVIEW_COOKIE, previewCookieValue(key, now + PREVIEW_SECONDS * 1000), cookieOptions(url, PREVIEW_SECONDS));
  return seeOther(safeReturnPath(redirectTo ?? "/", url) ?? "/");
}

/** POST /api/preview/exit (form field `to`): the browser sees what shoppers see again. */
export function endPreview(url: URL, cookies: CookieJar, to: unknown): Response {
  cookies.set(PREVIEW_COOKIE, "", cookieOptions(url, 0));
  return seeOther((typeof to === "string" && safeReturnPath(to, url)) || "/");
}
