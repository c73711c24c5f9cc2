/**
 * Request bodies, read with a limit per route: a declared Content-Length over
 * the limit is refused before reading, and a body sent in chunks is counted as it
 * arrives and cut off at the limit. Nothing the shop takes is larger than a few KB.
 */
import { HttpError, payloadTooLarge } from "./responses.ts";

export const BODY_LIMITS = {
  /** Cart API and the product page's add-to-cart form. */
  cart: 8 * 1024,
  /** The checkout form: nine fields of at most a few hundred characters. */
  checkout: 16 * 1024,
  /** A Sanity webhook with the README's projection is under 1 KB; a wider projection still fits. */
  webhook: 64 * 1024,
} as const;

/** The most any request may send, whatever its route: the Node server refuses a larger Content-Length, and Astro's adapter cuts off a body sent in chunks there. */
export const MAX_REQUEST_BODY = 1024 * 1024;

/**
 * A body past its route's limit is read to its end and dropped, up to this much in all, before the 413. A body
 * left unread (cancelled, or never asked for) ends the Node request while the client is still sending, which
 * closes the connection under it: the client got a reset and never the 413 (the hostile-request probe, on a busy
 * machine). Past this, the body is cancelled and the connection goes; nothing the shop takes comes near it.
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    // Refused before reading, and then read and dropped all the same, for the reason DRAIN_LIMIT gives.
    if (request.body && declared <= DRAIN_LIMIT) await drain(request.body.getReader(), DRAIN_LIMIT);
    throw payloadTooLarge(limit);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await drain(reader, DRAIN_LIMIT - size);
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** Reads and drops the rest of a body, up to `budget` bytes; cancels it past that. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  for (let left = budget; left > 0; ) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) return;
    left -= value?.byteLength ?? 0;
  }
  await reader.cancel().catch(() => {});
}

/** True when a string anywhere in a parsed JSON value holds a NUL, which no database text column takes. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v, depth + 1));
}

export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const text = new TextDecoder().decode(await readBody(request, limit));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "INVALID_JSON", "The request body is not JSON.");
  }
  if (hasNul(value)) throw new HttpError(400, "INVALID_INPUT", "Text in the request must not contain NUL characters.");
  return value;
}

/** A form post (urlencoded or multipart); an unreadable one is an empty form, as a browser never sends one. */
export async function readFormBody(request: Request, limit: number): Promise<FormData> {
  const body = await readBody(request, limit);
  const type = request.headers.get("content-type") ?? "";
  return new Response(body, { headers: { "content-type": type } }).formData().catch(() => new FormData());
}

/** Form text as the shop keeps it: control characters (NUL above all) removed, at most `max` characters. */
export function formText(value: FormDataEntryValue | null, max = 500): string {
  return typeof value === "string" ? value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").slice(0, max) : "";
}
