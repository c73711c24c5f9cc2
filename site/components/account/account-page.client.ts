/** The /login and /user pages' forms: sign-in, registration, joining the club, settings, logout. */
import { logout, postJson } from "#lib/account/account.client.ts";
import { syncCustomerConsents } from "#lib/account/consent-sync.client.ts";
import type { Customer } from "#lib/account/customer.ts";
import { CONSENT_MODE_STORAGE_KEY, parseConsentMode } from "#lib/shell/consent.ts";
import { emailHashedEvent } from "#lib/shell/email-hash.ts";
import { toast } from "#lib/shell/toast.client.ts";

/**
 * After a sign-in: the choice the cookie tool made on this device before it (stored only
 * once the tool used it) goes to the customer's record if it differs (specification 5).
 */
async function syncStoredConsents(): Promise<void> {
  const mode = parseConsentMode(localStorage.getItem(CONSENT_MODE_STORAGE_KEY));
  if (mode) await syncCustomerConsents(mode);
}

/** Tells analytics who signed in, hashed, when the visitor's consent allows it (specification 5). */
async function pushEmailHashed(email: unknown): Promise<void> {
  if (typeof email !== "string" || !email) return;
  const event = await emailHashedEvent(email, parseConsentMode(localStorage.getItem(CONSENT_MODE_STORAGE_KEY)));
  if (!event) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push(event);
}

function showError(form: HTMLFormElement, texts: Record<string, string>, code: string): void {
  const box = form.querySelector<HTMLElement>(".account__error");
  if (!box) return;
  box.textContent = texts[code] ?? texts.UNKNOWN ?? code;
  box.hidden = false;
}

const PATHS: Record<string, string> = {
  "sign-in": "/api/account/sign-in",
  register: "/api/account/register",
  forgot: "/api/account/password/forgot",
  reset: "/api/account/password/reset",
  password: "/api/user/password",
  settings: "/api/user/update",
  "resend-verification": "/api/account/verify/resend",
};

/** After these the page stays and says what happened; after the others it moves on. */
function showDone(form: HTMLFormElement, kind: string): void {
  const done = (kind === "reset" ? form.parentElement : form)?.querySelector<HTMLElement>(".account__done");
  if (kind === "reset") form.hidden = true;
  if (!done) return;
  done.hidden = false;
  done.tabIndex = -1;
  done.focus();
}

function values(form: HTMLFormElement): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement) || !el.name) continue;
    out[el.name] = el.type === "checkbox" ? el.checked : el.value;
  }
  return out;
}

export function initAccountPage(): void {
  const root = document.querySelector<HTMLElement>(".account");
  if (!root) return;
  const texts = JSON.parse(root.dataset.errors ?? "{}") as Record<string, string>;
  const home = root.dataset.home ?? "/";
  const next = root.dataset.next ?? home;
  const storefront = root.dataset.storefront;

  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>("form[data-account-form]"))) {
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const kind = form.dataset.accountForm;
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      const label = button?.textContent ?? "";
      if (button) {
        button.disabled = true;
        if (button.dataset.busy) button.textContent = button.dataset.busy;
      }
      const body = values(form);
      // The storefront decides the language of the mail a registration or a reset request sends.
      if ((kind === "register" || kind === "forgot" || kind === "resend-verification") && storefront)
        body.storefront = storefront;
      const result = await postJson<Customer>(PATHS[kind ?? ""] ?? "/api/user/update", body);
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
      if (kind === "resend-verification") {
        if (result.ok) {
          button?.setAttribute("disabled", "");
          toast.success(form.dataset.saved ?? "");
        } else toast.error(texts[result.code] ?? texts.UNKNOWN ?? "");
        return;
      }
      if (kind === "settings") {
        // Specification 8: a failed user update shows 'user.error' as a toast; the answer is the user data.
        if (result.ok) toast.success(form.dataset.saved ?? "");
        else toast.error(form.dataset.error ?? "");
        return;
      }
      form.querySelector<HTMLElement>(".account__error")?.setAttribute("hidden", "");
      if (kind === "password") {
        // The fields are cleared so a password never lingers on the page; the toast says it worked.
        if (result.ok) {
          form.reset();
          toast.success(form.dataset.saved ?? "");
        } else showError(form, texts, result.code);
        return;
      }
      if (result.ok && (kind === "forgot" || kind === "reset")) showDone(form, kind);
      else if (result.ok) {
        if (kind === "sign-in" || kind === "register") await Promise.all([pushEmailHashed(body.email), syncStoredConsents()]);
        window.location.assign(next);
      } else showError(form, texts, result.code);
    });
  }

  const join = root.querySelector<HTMLButtonElement>("[data-account-join]");
  join?.addEventListener("click", async () => {
    join.disabled = true;
    const contact = JSON.parse(join.dataset.accountJoin ?? "{}") as { email: string; contactId: string };
    const result = await postJson("/api/customer/update", { contact, consents: [{ id: "memberTerms", value: true }] });
    // Specification 8: a failed join is swallowed (the server logs it); a truthy reply leads to /user.
    if (result.ok && result.data) window.location.assign(join.dataset.done ?? home);
    else join.disabled = false;
  });

  for (const button of Array.from(root.querySelectorAll<HTMLButtonElement>("[data-account-logout]")))
    button.addEventListener("click", () => logout(home));
}
