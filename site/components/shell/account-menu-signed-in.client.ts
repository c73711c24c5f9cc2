/** The signed-in account menu: a greeting, my pages, (members) orders and offers, settings, logout. */
import { CUSTOMER_EVENT, fetchCustomer, logout } from "#lib/account/account.client.ts";
import { type Customer, greetingName, isMember } from "#lib/account/customer.ts";
import { fill } from "#lib/i18n/fill.ts";

interface Paths {
  overview: string;
  orders: string;
  offers: string;
  settings: string;
  home: string;
}

export async function renderSignedInMenu(root: HTMLElement): Promise<void> {
  const customer = await fetchCustomer();
  render(root, customer);
  // A later change of the record on this page (the settings) redraws the menu with the new record.
  document.addEventListener(CUSTOMER_EVENT, (event) => render(root, (event as CustomEvent<Customer>).detail));
}

function render(root: HTMLElement, customer: Customer | null): void {
  const list = root.querySelector<HTMLUListElement>(".account-menu__list");
  if (!list) return;
  const paths = JSON.parse(root.dataset.paths ?? "{}") as Paths;
  const t = JSON.parse(root.dataset.labels ?? "{}") as Record<string, string>;
  if (!customer) {
    // The session ended: the page's anonymous menu stays, and the icon leads to /login again.
    const link = root.querySelector<HTMLAnchorElement>("[data-account-link]");
    const login = list.querySelector("a")?.getAttribute("href");
    if (link && login) link.href = login;
    delete root.dataset.signedIn;
    return;
  }
  const item = (child: HTMLElement) => {
    const li = document.createElement("li");
    li.append(child);
    return li;
  };
  const link = (href: string, text: string) => {
    const a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    return item(a);
  };
  const greeting = document.createElement("p");
  greeting.className = "account-menu__greeting";
  greeting.textContent = fill(t.greeting ?? "{name}", { name: greetingName(customer) });
  const out = document.createElement("button");
  out.type = "button";
  out.className = "account-menu__logout";
  out.textContent = t.logout ?? "";
  out.addEventListener("click", () => logout(paths.home));
  list.replaceChildren(
    item(greeting),
    link(paths.overview, t.overview ?? ""),
    ...(isMember(customer) ? [link(paths.orders, t.orders ?? ""), link(paths.offers, t.offers ?? "")] : []),
    link(paths.settings, t.settings ?? ""),
    item(out),
  );
  root.dataset.hydrated = "true";
}
