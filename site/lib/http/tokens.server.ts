/** The shop's opaque tokens (cart, checkout, search tickets' owner): 32 random bytes, URL-safe. */
import { randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens the shop issued look like this; anything else is ignored (a fresh cart). */
export function isToken(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
