/**
 * The alert banner, fetched at run time so a scheduled banner appears (and ends)
 * without a rebuild. Its slot has a fixed height from the first paint, so the page
 * never moves when it arrives; when there is no banner, or the API fails, the slot
 * stays empty and the page stays whole. Plain DOM, not a React island: one link
 * does not need React's runtime on the page's first load.
 */
import { bannerToShow, loadBanner } from "#lib/shell/banner.client.ts";
import { whenIdle } from "#lib/shell/idle.client.ts";

export function initAlertBanner(): void {
  const slot = document.querySelector<HTMLElement>(".alert-banner-slot[data-url]");
  if (!slot) return;
  const { url = "", label = "" } = slot.dataset;
  const show = () =>
    loadBanner(url).then((data) => {
      const banner = bannerToShow(data);
      if (banner) {
        const link = document.createElement("a");
        link.className = `alert-banner alert-banner--${banner.background}`;
        link.href = banner.url;
        link.setAttribute("aria-label", `${label}: ${banner.text}`);
        if (/^https?:/.test(banner.url)) link.rel = "noopener noreferrer";
        const text = document.createElement("span");
        text.textContent = banner.text;
        link.append(text);
        slot.replaceChildren(link);
      }
      slot.dataset.hydrated = "true";
    });
  // As the island it replaces did (client:idle): the banner never competes with the page's own first work.
  whenIdle(() => void show(), 2000);
}
