/**
 * Click tickets remembered in the browser for the rest of the visit: a product
 * picked from the search panel keeps its ticket until it is added to the cart,
 * where it becomes the line's `attributes.ticket` (site/lib/commerce/cart/cart.client.ts).
 * Small on purpose: the cart's first-load code reads it.
 */
const KEY = "ln.searchTickets";
/** The most recent picks are enough: a visit rarely adds more from search. */
const KEPT = 30;

function read(): Record<string, string> {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as unknown;
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberTicket(productKey: string, ticket: string): void {
  try {
    const entries = Object.entries(read()).filter(([key]) => key !== productKey);
    entries.push([productKey, ticket]);
    sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEPT))));
  } catch {
    // Storage full or blocked: the cart line simply goes without a ticket.
  }
}

export function ticketFor(productKey: string): string | undefined {
  const ticket = read()[productKey];
  return typeof ticket === "string" ? ticket : undefined;
}
