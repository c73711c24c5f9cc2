/**
 * The address book in /user/settings (issue 29.6): add, change, delete, choose the default.
 * Each form speaks to /api/user/addresses; after a change the page loads again with the
 * book as stored, and says what happened (`?address=saved|deleted`).
 */
import { postJson } from "#lib/account/account.client.ts";
import { fill } from "#lib/i18n/fill.ts";
import { clearFields, markFields, showError } from "./account-page.client.ts";

interface BookTexts {
  /** The checkout's field messages, as the API names them (required, tooLong, postalCode…). */
  fields: Record<string, string>;
  /** Each market's postal code example, for the postal code message. */
  examples: Record<string, string>;
  /** The account's messages by error code. */
  errors: Record<string, string>;
}

const API = "/api/user/addresses";

function addressOf(form: HTMLFormElement): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement) || !el.name) continue;
    out[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
  }
  return out;
}

function done(book: HTMLElement, what: "saved" | "deleted"): void {
  const url = new URL(book.dataset.page ?? window.location.pathname, window.location.origin);
  url.searchParams.set("address", what);
  // The notice is near the book: the page comes back scrolled to it.
  url.hash = "addresses-heading";
  if (url.pathname + url.search === window.location.pathname + window.location.search) {
    window.location.hash = url.hash;
    window.location.reload();
  } else window.location.assign(url.href);
}

export function initAddressBook(): void {
  const book = document.querySelector<HTMLElement>("[data-address-book]");
  if (!book) return;
  const texts = JSON.parse(book.dataset.texts ?? "{}") as BookTexts;
  const failure = (code: string) => texts.errors[code] ?? texts.errors.UNKNOWN ?? code;

  for (const form of Array.from(book.querySelectorAll<HTMLFormElement>("form[data-address-form]"))) {
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const id = form.dataset.addressForm;
      const body = addressOf(form);
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (button) button.disabled = true;
      const result = await postJson(id === "new" ? API : `${API}/${id}`, body, id === "new" ? "POST" : "PUT");
      if (button) button.disabled = false;
      clearFields(form);
      form.querySelector<HTMLElement>(".account__error")?.setAttribute("hidden", "");
      if (result.ok) return done(book, "saved");
      const example = texts.examples[String(body.market)] ?? "";
      const marked = markFields(form, result.fields, (key) => {
        const text = texts.fields[key];
        return text === undefined ? undefined : fill(text, { example });
      });
      if (!marked) showError(form, failure(result.code));
    });
  }

  book.addEventListener("click", async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-address-action]");
    const item = button?.closest<HTMLElement>("[data-address]");
    if (!button || !item) return;
    const address = JSON.parse(item.dataset.address ?? "{}") as Record<string, unknown> & { id: number };
    button.disabled = true;
    const remove = button.dataset.addressAction === "delete";
    const result = remove
      ? await postJson(`${API}/${address.id}`, {}, "DELETE")
      : await postJson(`${API}/${address.id}`, { ...address, isDefault: true }, "PUT");
    button.disabled = false;
    if (result.ok) return done(book, remove ? "deleted" : "saved");
    const box = item.querySelector<HTMLElement>(".account__error");
    if (box) {
      box.textContent = failure(result.code);
      box.hidden = false;
    }
  });
}
