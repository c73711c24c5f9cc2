/**
 * eclub tokens (specification 4 and 7: soft login): a link in a club e-mail carries
 * `?eclub=<token>`, a contact id and an expiry signed by the shop with HMAC-SHA256.
 * The identity call answers the contact as a JSON string; parseContact reads it back
 * on the page, and anything unreadable makes the soft login false (specification 8).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface EclubClaims {
  contactId: string;
  /** Unix seconds. */
  exp: number;
}

/**
 * The longest an eclub link may live (issue 26): a token whose expiry lies further ahead
 * than this was not made by the shop's mails, or made by mistake, and identifies nobody.
 */
export const ECLUB_MAX_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** A token for `contactId` until `expiresAt`, which may lie at most ECLUB_MAX_LIFETIME_SECONDS ahead. */
export function signEclub(secret: string, contactId: string, expiresAt: Date, now = new Date()): string {
  if (expiresAt.getTime() - now.getTime() > ECLUB_MAX_LIFETIME_SECONDS * 1000)
    throw new RangeError(`an eclub link lives at most ${ECLUB_MAX_LIFETIME_SECONDS} seconds`);
  const payload = Buffer.from(JSON.stringify({ contactId, exp: Math.floor(expiresAt.getTime() / 1000) })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a token signed with `secret`, not expired at `now` and not living longer than the cap; null for anything else. */
export function verifyEclub(secret: string, token: string, now = new Date()): EclubClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<EclubClaims>;
    if (typeof claims.contactId !== "string" || !claims.contactId || typeof claims.exp !== "number") return null;
    const left = claims.exp * 1000 - now.getTime();
    return left > 0 && left <= ECLUB_MAX_LIFETIME_SECONDS * 1000 ? { contactId: claims.contactId, exp: claims.exp } : null;
  } catch {
    return null;
  }
}
