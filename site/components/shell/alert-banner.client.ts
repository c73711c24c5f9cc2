/**
 * The alert banner is rendered with the page (Shop.astro), so it is there from the first
 * paint and nothing moves. A page may come from the render cache (up to a minute) or a
 * CDN, while a marketer's banner starts or ends on its minute: once idle, the page asks the
 * banner API once (never again, specification 7 and 9) and changes the banner only when the
 * answer differs from what it shows. Plain DOM, not a React island: one link does not need
 * React's runtime on the page's first load. The check itself (with the safe-link rules) is
 * fetched only then, so it is no part of any page's first-load JavaScript (issue 29's 10 KB).
 */
import { whenIdle } from "#lib/shell/idle.client.ts";

export function initAlertBanner(): void {
  const area = document.querySelector<HTMLElement>(".alert-banner-area[data-url]");
  if (!area) return;
  // As the island it replaced did (client:idle): the banner never competes with the page's own first work.
  // A module that does not arrive leaves the banner as rendered, as a failed request does.
  whenIdle(() => void import("./alert-banner-refresh.client.ts").then((m) => m.refreshAlertBanner(area)).catch(() => {}), 2000);
}
