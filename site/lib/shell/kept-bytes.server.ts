/**
 * Kept fragments written into a page as the bytes they were encoded to once (ADR 50).
 *
 * Astro renders a page to one string and encodes it to UTF-8 on every request. A listing's
 * kept header and cards are four fifths of its 200 KB, so most of that work (V8 joining the
 * page's pieces into one string, then encoding it) was done again on bytes that never change.
 * Inside `renderSpliced`, a kept fragment is written as a short marker naming its place in the
 * request's list of pieces; the page's own, smaller, string is encoded by Astro as before, and
 * `splice` puts the pieces' bytes where their markers are.
 *
 * A marker carries a token drawn once per process and never sent: a page's text cannot name a
 * piece by accident, and what Astro escapes (every shopper's and editor's text) cannot contain
 * `<!--` at all. Outside `renderSpliced` (a preview, an API route, a test's render) no marker is
 * written and fragments are strings, as before.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";

/** The request's pieces, in the order their markers were written. */
interface Pieces {
  bytes: Buffer[];
  html: string[];
  /** False once the route has answered: a fragment written later (a streamed body) is written as HTML. */
  open: boolean;
}

const TOKEN = randomBytes(9).toString("base64url");
const OPEN = `<!--kept:${TOKEN}:`;
const CLOSE = "-->";
const OPEN_BYTES = Buffer.from(OPEN);
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, "g");

const context = new AsyncLocalStorage<Pieces>();

/**
 * The marker to write in place of `html` (whose encoded bytes are `bytes`), or undefined when the
 * render in progress is not spliced: then the caller writes `html` itself.
 */
export function keptMarker(html: string, bytes: Buffer): string | undefined {
  const pieces = context.getStore();
  if (!pieces?.open) return undefined;
  pieces.bytes.push(bytes);
  pieces.html.push(html);
  return `${OPEN}${pieces.bytes.length - 1}${CLOSE}`;
}

/**
 * `html` with the markers of the render in progress replaced by their fragments' HTML: for a
 * fragment rendered to be kept, which must not keep markers that name this request's pieces.
 */
export function withMarkersResolved(html: string): string {
  const pieces = context.getStore();
  if (!pieces || !html.includes(OPEN)) return html;
  return html.replace(MARKER, (_marker, index: string) => pieces.html[Number(index)] ?? "");
}

/**
 * Runs `render` (the route's response) with markers on. When it wrote any, the body is read whole
 * and returned with every marker replaced by its piece's bytes (the response's own body is then
 * used up); when it wrote none, the response is returned as it came, its body unread.
 */
export async function renderSpliced(
  render: () => Promise<Response>,
): Promise<{ response: Response; body?: Uint8Array<ArrayBuffer> }> {
  const pieces: Pieces = { bytes: [], html: [], open: true };
  const response = await context.run(pieces, render);
  pieces.open = false;
  if (pieces.bytes.length === 0) return { response };
  const body = splice(new Uint8Array(await response.arrayBuffer()), pieces.bytes);
  // Astro counted the page with its markers.
  if (response.headers.has("content-length")) response.headers.set("content-length", String(body.byteLength));
  return { response, body };
}

/** `body` with each marker `<!--kept:TOKEN:i-->` replaced by `pieces[i]`. Exported for its test. */
export function splice(body: Uint8Array<ArrayBuffer>, pieces: readonly Buffer[]): Uint8Array<ArrayBuffer> {
  const source = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let at = source.indexOf(OPEN_BYTES); at !== -1; at = source.indexOf(OPEN_BYTES, from)) {
    const digits = at + OPEN_BYTES.length;
    const close = source.indexOf(CLOSE, digits);
    const piece = close === -1 ? undefined : pieces[Number(source.toString("latin1", digits, close))];
    if (piece === undefined) throw new Error("a kept fragment's marker names no piece");
    parts.push(source.subarray(from, at), piece);
    from = close + CLOSE.length;
  }
  if (from === 0) return body;
  parts.push(source.subarray(from));
  return Buffer.concat(parts);
}
