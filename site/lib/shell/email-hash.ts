/**
 * The `email_hashed` analytics event (specification 5): the SHA-256 of the signed-in
 * shopper's e-mail, normalised (trimmed, lower-cased), so analytics can match a
 * visitor without ever holding the address. It is for advertising, so it is sent
 * only when the visitor granted advertising storage through the consent tool.
 */
import type { ConsentMode } from "./consent.client.ts";

export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface EmailHashedEvent {
  event: "email_hashed";
  email_hashed: string;
}

/** The event for this e-mail, or null when the consent given does not allow it. */
export async function emailHashedEvent(email: string, consent: ConsentMode | null): Promise<EmailHashedEvent | null> {
  if (consent?.ad_storage !== "granted") return null;
  return { event: "email_hashed", email_hashed: await sha256Hex(normalisedEmail(email)) };
}
