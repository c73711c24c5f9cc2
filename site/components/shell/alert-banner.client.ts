/**
 * The alert banner is rendered with the page (Shop.astro), so it is there from the first
 * paint and nothing moves. A page may come from the render cache (up to a minute) or a
 * CDN, while a marketer's banner starts or ends on its minute: once idle, the page asks the
 * banner API once (never again, specification 7 and 9) and changes the banner only when the
 * answer differs from what it shows. Plain DOM, not a React island: one link does not need
 * React's runtime on the page's first load.
 */
import { isExternalHref } from "#lib/content/links.ts";
import { bannerToShow, loadBanner } from "#lib/shell/banner.client.ts";
import type { CtaBanner } from "#lib/shell/banner-types.ts";
import { whenIdle } from "#lib/shell/idle.client.ts";

const CLASS = "alert-banner";

function sameBanner(link: HTMLAnchorElement | null, banner: CtaBanner | null): boolean {
  if (!link || !banner) return link === null && banner === null;
  return (
    link.getAttribute("href") === banner.url &&
    link.textContent?.trim() === banner.text &&
    link.classList.contains(`${CLASS}--${banner.background}`)
  );
}

function bannerLink(banner: CtaBanner): HTMLAnchorElement {
  const link = document.createElement("a");
  link.className = `${CLASS} ${CLASS}--${banner.background}`;
  link.href = banner.url;
  if (isExternalHref(banner.url)) link.rel = "noopener noreferrer";
  link.textContent = banner.text;
  return link;
}

export function initAlertBanner(): void {
  const area = document.querySelector<HTMLElement>(".alert-banner-area[data-url]");
  if (!area) return;
  const show = () =>
    loadBanner(area.dataset.url ?? "").then((data) => {
      // A failed request says nothing about the banner: the page keeps what it has.
      if (data !== undefined) {
        const banner = bannerToShow(data);
        const current = area.querySelector<HTMLAnchorElement>(`a.${CLASS}`);
        if (!sameBanner(current, banner)) {
          if (banner) area.replaceChildren(bannerLink(banner));
          else area.replaceChildren();
          area.hidden = banner === null;
        }
      }
      area.dataset.hydrated = "true";
    });
  // As the island it replaced did (client:idle): the banner never competes with the page's own first work.
  whenIdle(() => void show(), 2000);
}
