/** The identity call's `contact` (specification 7): a JSON string `{contactId, discoveryKey?}`, read in the browser. */
export interface Contact {
  contactId: string;
  discoveryKey?: string;
}

/** The contact of an identity reply, or null when the reply or its JSON string cannot be read (specification 8). */
export function parseContact(reply: unknown): Contact | null {
  const raw = (reply as { contact?: unknown } | null)?.contact;
  if (typeof raw !== "string") return null;
  try {
    const value = JSON.parse(raw) as Partial<Contact> | null;
    if (typeof value?.contactId !== "string" || !value.contactId) return null;
    return typeof value.discoveryKey === "string"
      ? { contactId: value.contactId, discoveryKey: value.discoveryKey }
      : { contactId: value.contactId };
  } catch {
    return null;
  }
}
