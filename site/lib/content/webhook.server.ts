/**
 * POST /api/content/changed: Sanity's GROQ-powered webhook says a document was
 * published, changed or deleted. Only a request signed with SANITY_WEBHOOK_SECRET
 * (checked by @sanity/webhook) changes anything; a delivery seen before (same
 * idempotency key, or the same signature) is answered without applying it again.
 * The projection the README gives makes the body `{_id, _type, language, market}`.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { BODY_LIMITS, readBody } from "../http/body.ts";
import { errorResponse, HttpError, json } from "../http/responses.ts";
import type { ContentChange } from "./change-bus.ts";
import { changeFromWebhook, purgeTags } from "./changes.ts";

/** A signature older than this is refused: a replay of a captured request, not a delivery (Sanity retries re-sign). */
export const SIGNATURE_MAX_AGE_MS = 60 * 60 * 1000;
const SEEN_MAX = 1000;

export interface WebhookOptions {
  secret: string | undefined;
  /** Applies the change (site/lib/content/index.ts `contentChanged`). */
  apply: (change: ContentChange) => void;
  /** Deliveries already applied, by key; bounded by the handler. */
  seen: Set<string>;
  now?: () => number;
}

export async function contentWebhook(
  request: Request,
  { secret, apply, seen, now = Date.now }: WebhookOptions,
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
  if (now() - decodeSignatureHeader(signature).timestamp > SIGNATURE_MAX_AGE_MS) {
    return errorResponse(401, "SIGNATURE_EXPIRED", "The signature is too old to be a delivery.");
  }
  const key = request.headers.get("idempotency-key") || signature;
  if (seen.has(key)) return json({ applied: false, duplicate: true });

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
  seen.add(key);
  if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as string);
  // A draft is nobody's business but the editor's: nothing public changed.
  if (change === null) return json({ applied: false, duplicate: false });
  apply(change);
  return json({ applied: true, duplicate: false, ids: change.ids, purged: purgeTags(change) ?? "everything" });
}
