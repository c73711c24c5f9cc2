/**
 * POST /api/content/changed: Sanity's GROQ-powered webhook says a document was
 * published, changed or deleted. Only a request signed with SANITY_WEBHOOK_SECRET
 * (checked by @sanity/webhook) within its time window changes anything. A delivery
 * is applied once: a replay is known by its signature (which covers the timestamp and
 * the body), so no header outside the signature can make it new again; Sanity's retry,
 * signed anew, is known by the idempotency key of the delivery it retries.
 * The projection the README gives makes the body `{_id, _type, language, market}`.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { BODY_LIMITS, readBody } from "#lib/http/body.ts";
import { errorResponse, HttpError, json } from "#lib/http/responses.ts";
import type { ContentChange } from "./change-bus.server.ts";
import { changeFromWebhook, purgeTags } from "./changes.server.ts";

/** A signature older than this is refused: a replay of a captured request, not a delivery (Sanity retries re-sign). */
export const SIGNATURE_MAX_AGE_MS = 60 * 60 * 1000;
/** A signature dated later than this is refused too: clocks differ by seconds, not by the age a replay is kept for. */
const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

/**
 * The deliveries applied within the signature window. An entry is kept exactly as long as
 * its signature would be accepted, so the guard forgets nothing a replay could still use;
 * its size is bounded by the genuine deliveries of one window (only a valid signature adds).
 */
export class ReplayGuard {
  readonly #seen: Map<string, number>;
  readonly #now: () => number;
  /** `seen`: key → until when; shared with the cluster's other processes by the route (change-bus.ts). */
  constructor(now: () => number = Date.now, seen = new Map<string, number>()) {
    this.#now = now;
    this.#seen = seen;
  }
  get size(): number {
    return this.#seen.size;
  }
  /** The time until which a delivery signed at `signedAt` is kept. */
  static keptUntil(signedAt: number): number {
    return signedAt + SIGNATURE_MAX_AGE_MS;
  }
  /** True, and all `keys` kept until the signature made at `signedAt` expires, unless one of them was seen. */
  firstTime(keys: string[], signedAt: number): boolean {
    const now = this.#now();
    for (const [key, until] of this.#seen) if (until < now) this.#seen.delete(key);
    if (keys.some((key) => this.#seen.has(key))) return false;
    for (const key of keys) this.#seen.set(key, ReplayGuard.keptUntil(signedAt));
    return true;
  }
}

export interface WebhookOptions {
  secret: string | undefined;
  /** Applies the change (site/lib/content/index.server.ts `contentChanged`). */
  apply: (change: ContentChange) => void;
  /** Deliveries already applied (one per process, held by the route). */
  seen: ReplayGuard;
  /** Tells the other processes of a cluster of a delivery applied here (kept until `until`), so a replay to any of them is known. */
  share?: (keys: string[], until: number) => void;
  now?: () => number;
}

export async function contentWebhook(
  request: Request,
  { secret, apply, seen, share, now = Date.now }: WebhookOptions,
): Promise<Response> {
  if (!secret) return errorResponse(503, "WEBHOOK_NOT_CONFIGURED", "SANITY_WEBHOOK_SECRET is not set on this server.");
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return errorResponse(401, "SIGNATURE_MISSING", `The ${SIGNATURE_HEADER_NAME} header is missing.`);
  let body: string;
  try {
    body = new TextDecoder().decode(await readBody(request, BODY_LIMITS.webhook));
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.code, error.message);
    throw error;
  }
  if (!(await isValidSignature(body, signature, secret))) {
    return errorResponse(401, "SIGNATURE_INVALID", "The signature does not match this body and secret.");
  }
  const { timestamp, hashedPayload } = decodeSignatureHeader(signature);
  const age = now() - timestamp;
  if (age > SIGNATURE_MAX_AGE_MS || age < -SIGNATURE_MAX_SKEW_MS) {
    return errorResponse(401, "SIGNATURE_EXPIRED", "The signature's time is outside the window of a delivery.");
  }

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return errorResponse(400, "INVALID_BODY", "The body is not JSON.");
  }
  const change = changeFromWebhook(payload);
  if (change === undefined) {
    return errorResponse(400, "INVALID_BODY", "The body needs _id and _type (see the README's webhook projection).");
  }
  const idempotencyKey = request.headers.get("idempotency-key");
  const keys = [`signature:${hashedPayload}`, ...(idempotencyKey ? [`delivery:${idempotencyKey}`] : [])];
  if (!seen.firstTime(keys, timestamp)) return json({ applied: false, duplicate: true });
  share?.(keys, ReplayGuard.keptUntil(timestamp));
  // A draft is nobody's business but the editor's: nothing public changed.
  if (change === null) return json({ applied: false, duplicate: false });
  apply(change);
  return json({ applied: true, duplicate: false, ids: change.ids, purged: purgeTags(change) ?? "everything" });
}
