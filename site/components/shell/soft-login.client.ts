/**
 * Soft login (specification 4, 7, 8): with `?eclub=` in the address, the identity call
 * identifies the visitor; the parameter then leaves the address bar. A failing call or
 * an unreadable contact makes it false, silently. The contact is kept for this tab only.
 */
import { parseContact } from "#lib/account/contact.ts";

export const CONTACT_KEY = "ln_contact";

export async function softLogin(): Promise<boolean> {
  const url = new URL(window.location.href);
  const eclub = url.searchParams.get("eclub");
  if (!eclub) return false;
  url.searchParams.delete("eclub");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  try {
    const res = await fetch("/api/customer/identity/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ eclub }),
      credentials: "same-origin",
    });
    const contact = res.ok ? parseContact(await res.json()) : null;
    if (!contact) return false;
    sessionStorage.setItem(CONTACT_KEY, JSON.stringify(contact));
    document.documentElement.dataset.softLogin = "true";
    return true;
  } catch {
    return false;
  }
}
