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

const sign = (key: string, expires: number) => createHmac("sha256", key).update(`preview.${expires}`).digest("base64url");

/** The cookie value of a preview that ends at `expires` (ms since the epoch). */
export function previewCookieValue(key: string, expires: number): string {
  return `${expires}.${sign(key, expires)}`;
}

/** Whether a cookie value is one this shop signed and its hour has not passed. */
export function isValidPreview(key: string, value: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(value ?? "");
  if (!match) return false;
  const expires = Number(match[1]);
  if (!(expires > now) || expires > now + PREVIEW_SECONDS * 1000) return false;
  const given = Buffer.from(match[2] as string);
  const wanted = Buffer.from(sign(key, expires));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The value of one cookie in a Cookie header. */
export function cookieFrom(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

const context = new AsyncLocalStorage<{ preview: true }>();

/** Runs `render` as a preview: content read inside it (getContentSource) includes drafts. */
export function renderInPreview<T>(render: () => Promise<T>): Promise<T> {
  return context.run({ preview: true }, render);
}

/** Whether the work in progress belongs to a preview request. */
export function inPreview(): boolean {
  return context.getStore()?.preview === true;
}
