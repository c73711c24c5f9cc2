/** The /login and /user pages' forms: sign-in, registration, joining the club, settings, logout. */
import { announceCustomer, type CallResult, logout, postJson } from "#lib/account/account.client.ts";
import { syncCustomerConsents } from "#lib/account/consent-sync.client.ts";
import { type Customer, isMember, MEMBER_TERMS } from "#lib/account/customer.ts";
import { signedInHere } from "#lib/account/signed-in.client.ts";
import { fill } from "#lib/i18n/fill.ts";
import { CONSENT_MODE_STORAGE_KEY, parseConsentMode } from "#lib/shell/consent.client.ts";
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

interface FormTexts {
  tryAgainIn: string;
  registerMailed: string;
  fields: Record<string, string>;
}

type Failure = Extract<CallResult<unknown>, { ok: false }>;

/** "Try again in 15 minutes", in the page's language and its plural forms (Intl). */
function retryText(texts: FormTexts, locale: string, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  const when = seconds < 90 ? format.format(Math.ceil(seconds), "second") : format.format(Math.ceil(seconds / 60), "minute");
  return fill(texts.tryAgainIn, { when });
}

/** The sentence for a refusal that names no field. */
function failureText(failure: Failure, errors: Record<string, string>, texts: FormTexts, locale: string): string {
  if (failure.code === "RATE_LIMITED" && failure.retryAfter) return retryText(texts, locale, failure.retryAfter);
  return errors[failure.code] ?? errors.UNKNOWN ?? failure.code;
}

/** Takes away the marks of an earlier answer. */
function clearFields(form: HTMLFormElement): void {
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>("input[aria-invalid]"))) {
    input.removeAttribute("aria-invalid");
    const own = `${input.id}-error`;
    document.getElementById(own)?.remove();
    const rest = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== own);
    if (rest.length) input.setAttribute("aria-describedby", rest.join(" "));
    else input.removeAttribute("aria-describedby");
  }
}

/**
 * Marks each field the server named with its own message, as the checkout does
 * (aria-invalid, the message first in aria-describedby), and focuses the first one.
 * Answers the first message, or null when no field of this form was named.
 */
function markFields(form: HTMLFormElement, fields: Record<string, string> | undefined, texts: FormTexts): string | null {
  if (!fields) return null;
  let first: { input: HTMLInputElement; text: string } | null = null;
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>("input[name]"))) {
    const key = fields[input.name];
    const text = key ? texts.fields[key] : undefined;
    if (!text || !input.id) continue;
    const message = document.createElement("p");
    message.className = "form-field__error";
    message.id = `${input.id}-error`;
    message.textContent = text;
    input.after(message);
    input.setAttribute("aria-invalid", "true");
    const hints = input.getAttribute("aria-describedby");
    input.setAttribute("aria-describedby", hints ? `${message.id} ${hints}` : message.id);
    first ??= { input, text };
  }
  first?.input.focus();
  return first?.text ?? null;
}

function showError(form: HTMLFormElement, text: string): void {
  const box = form.querySelector<HTMLElement>(".account__error");
  if (!box) return;
  box.textContent = text;
  box.hidden = false;
}

/**
 * The settings' answer is the customer record now (specification 7: "stored as the user
 * data"): the member links of the account navigation, the membership box and the header's
 * menu follow it without a reload.
 */
function showCustomer(root: HTMLElement, customer: Customer): void {
  const member = isMember(customer);
  for (const item of Array.from(root.querySelectorAll<HTMLElement>("[data-members-only]"))) item.hidden = !member;
  const box = root.querySelector<HTMLInputElement>(`form[data-account-form='settings'] input[name='${MEMBER_TERMS}']`);
  if (box) box.checked = member;
  const attributes = customer.data.attributes;
  const phone = root.querySelector<HTMLInputElement>("form[data-account-form='settings'] input[name='mobilePhone']");
  if (phone) phone.value = attributes.mobilePhone ?? "";
  const name = root.querySelector<HTMLInputElement>("form[data-account-form='settings'] input[name='firstName']");
  if (name) name.value = attributes.firstName;
  announceCustomer(customer);
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
  const formTexts = JSON.parse(root.dataset.texts ?? "{}") as FormTexts;
  const locale = root.dataset.locale ?? document.documentElement.lang;
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
      clearFields(form);
      const marked = result.ok ? null : markFields(form, result.fields, formTexts);
      if (kind === "resend-verification") {
        if (result.ok) {
          button?.setAttribute("disabled", "");
          toast.success(form.dataset.saved ?? "");
        } else toast.error(failureText(result, texts, formTexts, locale));
        return;
      }
      if (kind === "settings") {
        // Specification 8: a failed user update shows 'user.error' as a toast, unless a field says what is wrong
        // (a member without a phone); the answer is the user data.
        if (result.ok) {
          showCustomer(root, result.data);
          toast.success(form.dataset.saved ?? "");
        } else toast.error(marked ?? form.dataset.error ?? "");
        return;
      }
      form.querySelector<HTMLElement>(".account__error")?.setAttribute("hidden", "");
      if (marked) return;
      if (kind === "password") {
        // The fields are cleared so a password never lingers on the page; the toast says it worked.
        if (result.ok) {
          form.reset();
          toast.success(form.dataset.saved ?? "");
        } else showError(form, failureText(result, texts, formTexts, locale));
        return;
      }
      if (result.ok && (kind === "forgot" || kind === "reset")) showDone(form, kind);
      else if (result.ok && kind === "register" && !signedInHere()) {
        // The address has an account already: its owner got a mail, and the answer was the same as for a new one.
        const done = form.querySelector<HTMLElement>(".account__done");
        if (done) done.textContent = fill(formTexts.registerMailed, { email: String(body.email ?? "") });
        showDone(form, kind);
      } else if (result.ok) {
        if (kind === "sign-in" || kind === "register") await Promise.all([pushEmailHashed(body.email), syncStoredConsents()]);
        window.location.assign(next);
      } else showError(form, failureText(result, texts, formTexts, locale));
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
