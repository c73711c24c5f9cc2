/**
 * The account calls from the browser (the /login and /user pages, the header's
 * account menu). Every call is a same-origin JSON POST (PUT and DELETE for the address
 * book); a failure answers the
 * error code, which the page turns into the shopper's language.
 */
import type { Customer } from "./customer.ts";

export type CallResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      code: string;
      /** The fields at fault, each with its message key (site/lib/account/field-errors.ts). */
      fields?: Record<string, string>;
      /** Seconds to wait, from Retry-After. */
      retryAfter?: number;
    };

export async function postJson<T>(
  path: string,
  body: unknown,
  method: "POST" | "PUT" | "DELETE" = "POST",
): Promise<CallResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const json = (await res.json().catch(() => null)) as { error?: { code?: string; fields?: Record<string, string> } } | null;
    if (res.ok) return { ok: true, data: json as T };
    // A body too large never reaches the account code: the answer may come from the server in front.
    const code = res.status === 413 ? "PAYLOAD_TOO_LARGE" : (json?.error?.code ?? "UNKNOWN");
    const retryAfter = Number(res.headers.get("retry-after"));
    return {
      ok: false,
      code,
      ...(json?.error?.fields ? { fields: json.error.fields } : {}),
      ...(retryAfter > 0 ? { retryAfter } : {}),
    };
  } catch {
    return { ok: false, code: "UNKNOWN" };
  }
}

/** The event that carries a new customer record to everything on the page that shows it. */
export const CUSTOMER_EVENT = "ln:customer";

/**
 * Tells the page the customer record changed (the answer of POST /api/user/update is "stored
 * as the user data", specification 7): the account navigation and the header's menu redraw.
 */
export function announceCustomer(customer: Customer): void {
  document.dispatchEvent(new CustomEvent<Customer>(CUSTOMER_EVENT, { detail: customer }));
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
