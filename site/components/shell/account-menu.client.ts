/**
 * The header's account icon and hover menu (specification 2.2). The page is static
 * and shows the anonymous menu; a readable `ln_account` cookie (set at sign-in,
 * no secret in it) says someone is signed in here. Only then the icon leads to
 * /user, and the first hover, focus or touch loads the signed-in menu
 * (account-menu-signed-in.client.ts), so anonymous shoppers load nothing more.
 */
import { signedInHere } from "#lib/account/signed-in.client.ts";

export function initAccountMenu(): void {
  if (window.location.search.includes("eclub=")) void import("./soft-login.client.ts").then((m) => m.softLogin());
  const root = document.querySelector<HTMLElement>("[data-account-menu]");
  if (!root || !signedInHere()) return;
  const link = root.querySelector<HTMLAnchorElement>("[data-account-link]");
  const paths = JSON.parse(root.dataset.paths ?? "{}") as { overview?: string };
  if (link && paths.overview) link.href = paths.overview;
  // The label says "my pages" (Header.astro renders both labels in one place, so nothing moves).
  root.dataset.signedIn = "";
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    void import("./account-menu-signed-in.client.ts").then((m) => m.renderSignedInMenu(root));
  };
  for (const type of ["pointerenter", "focusin", "touchstart"]) root.addEventListener(type, load, { once: true, passive: true });
}
