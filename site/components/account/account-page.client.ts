/** The /login and /user pages' forms: sign-in, registration, joining the club, settings, logout. */
import { logout, postJson } from "#lib/account/account.client.ts";
import type { Customer } from "#lib/account/customer.ts";
import { toast } from "#lib/shell/toast.client.ts";

function showError(form: HTMLFormElement, texts: Record<string, string>, code: string): void {
  const box = form.querySelector<HTMLElement>(".account__error");
  if (!box) return;
  box.textContent = texts[code] ?? texts.UNKNOWN ?? code;
  box.hidden = false;
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
      const path =
        kind === "sign-in" ? "/api/account/sign-in" : kind === "register" ? "/api/account/register" : "/api/user/update";
      const result = await postJson<Customer>(path, body);
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
      if (kind === "settings") {
        // Specification 8: a failed user update shows 'user.error' as a toast; the answer is the user data.
        if (result.ok) toast.success(form.dataset.saved ?? "");
        else toast.error(form.dataset.error ?? "");
        return;
      }
      if (result.ok) window.location.assign(next);
      else showError(form, texts, result.code);
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
