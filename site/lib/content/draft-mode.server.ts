/**
 * Draft preview (issue 14, ADR 16 addendum): an editor opens a link from the
 * Studio, the shop checks it, and for an hour that browser sees the real pages
 * with drafts in place of what is published. Everything else stays as it is for
 * shoppers: a preview request skips the render cache, the kept header and the
 * shell's memo, reads from a source of its own, and is answered `private, no-store`,
 * so no draft reaches a cache anyone else reads.
 *
 * The link is Sanity's preview URL secret (@sanity/preview-url-secret): the Studio
 * writes a secret document with the editor's own session, the shop reads it back
 * with its token and accepts it for an hour after it was written. The shop then
 * keeps its own proof in a cookie: the expiry, signed with HMAC.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, timingSafeEqual } from "node:crypto";

export const PREVIEW_COOKIE = "ln_preview";
/** As long as the Studio's secret lives (SECRET_TTL of @sanity/preview-url-secret). */
export const PREVIEW_SECONDS = 3600;

/**
 * What a preview shows: drafts in place of what they change, or a release (issue 31): a
 * stack of release names, the first one's versions over the next's, over what is published,
 * which is the shop as it will look once those releases are published.
 */
export type PreviewPerspective = "drafts" | string[];

const RELEASE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_RELEASES = 10;

/**
 * The perspective a preview link asks for (`sanity-preview-perspective`, which the Studio
 * and the Presentation tool send): none, `drafts` or `published` is a draft preview; a
 * comma-separated stack of release names (a trailing `drafts` or `published` dropped:
 * drafts are not part of a release) previews those releases. Anything else is null.
 */
export function parsePreviewPerspective(value: string | null | undefined): PreviewPerspective | null {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  while (names.length > 0 && ["drafts", "published", "previewDrafts"].includes(names.at(-1) as string)) names.pop();
  if (names.length === 0) return "drafts";
  if (names.length > MAX_RELEASES || names.some((name) => !RELEASE_NAME.test(name) || name === "raw")) return null;
  return names;
}

/** The perspective as the cookie keeps it: `drafts`, or release names joined by `~` (a comma is no cookie character). */
const perspectiveText = (perspective: PreviewPerspective) => (perspective === "drafts" ? "drafts" : perspective.join("~"));

const sign = (key: string, expires: number, perspective: PreviewPerspective) =>
  createHmac("sha256", key)
    // A draft preview signs what it always did: cookies set before releases could be previewed still hold.
    .update(perspective === "drafts" ? `preview.${expires}` : `preview.${expires}.${perspectiveText(perspective)}`)
    .digest("base64url");

/** The cookie value of a preview that ends at `expires` (ms since the epoch). */
export function previewCookieValue(key: string, expires: number, perspective: PreviewPerspective = "drafts"): string {
  return perspective === "drafts"
    ? `${expires}.${sign(key, expires, perspective)}`
    : `${expires}.${perspectiveText(perspective)}.${sign(key, expires, perspective)}`;
}

/** The perspective of a cookie value this shop signed whose hour has not passed; null for any other value. */
export function previewFromCookie(key: string, value: string | undefined, now = Date.now()): PreviewPerspective | null {
  const match = /^(\d{10,16})\.(?:([A-Za-z0-9_~-]{1,700})\.)?([\w-]{43})$/.exec(value ?? "");
  if (!match) return null;
  const expires = Number(match[1]);
  if (!(expires > now) || expires > now + PREVIEW_SECONDS * 1000) return null;
  const perspective = match[2] === undefined ? "drafts" : parsePreviewPerspective(match[2].split("~").join(","));
  if (!perspective || (match[2] !== undefined && perspective === "drafts")) return null;
  const given = Buffer.from(match[3] as string);
  const wanted = Buffer.from(sign(key, expires, perspective));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? perspective : null;
}

/** Whether a cookie value is one this shop signed and its hour has not passed. */
export function isValidPreview(key: string, value: string | undefined, now = Date.now()): boolean {
  return previewFromCookie(key, value, now) !== null;
}

/** The value of one cookie in a Cookie header. */
export function cookieFrom(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

const context = new AsyncLocalStorage<{ perspective: PreviewPerspective }>();

/** Runs `render` as a preview: content read inside it (getContentSource) is seen through `perspective`. */
export function renderInPreview<T>(render: () => Promise<T>, perspective: PreviewPerspective = "drafts"): Promise<T> {
  return context.run({ perspective }, render);
}

/** Whether the work in progress belongs to a preview request. */
export function inPreview(): boolean {
  return context.getStore() !== undefined;
}

/** What the preview in progress shows; undefined outside a preview. */
export function previewPerspective(): PreviewPerspective | undefined {
  return context.getStore()?.perspective;
}

/**
 * A previewed page's Content-Security-Policy: the shop's, with inline styles allowed, which
 * the Presentation tool's overlays (styled-components) write at run time (ADR 39). Only the
 * editor's own preview gets it; every page a shopper sees keeps the hashed style-src.
 */
export function previewCsp(policy: string | null): string | null {
  if (!policy) return policy;
  return policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}
