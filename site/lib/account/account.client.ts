/**
 * The account calls from the browser (the /login and /user pages, the header's
 * account menu). Every call is a same-origin JSON POST; a failure answers the
 * error code, which the page turns into the shopper's language.
 */
import type { Customer } from "./customer.ts";

export type CallResult<T> = { ok: true; data: T } | { ok: false; code: string };

export async function postJson<T>(path: string, body: unknown): Promise<CallResult<T>> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const json = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    if (!res.ok) return { ok: false, code: json?.error?.code ?? "UNKNOWN" };
    return { ok: true, data: json as T };
  } catch {
    return { ok: false, code: "UNKNOWN" };
  }
}

export async function fetchCustomer(): Promise<Customer | null> {
  try {
    const res = await fetch("/api/customer", { credentials: "same-origin" });
    return res.ok ? ((await res.json()) as Customer) : null;
  } catch {
    return null;
  }
}

/**
 * Logout (specification 4): the server signs out and deletes the cart and checkout
 * cookies; going to the home page with a full load drops every cached cart and
 * checkout query with the page.
 */
export async function logout(home: string): Promise<void> {
  await postJson("/api/account/sign-out", {});
  window.location.assign(home);
}
