/**
 * The banner's one check against the banner API (see alert-banner.client.ts, which loads
 * this module once the page is idle): changes the banner only when the answer differs
 * from what it shows.
 */
import { isExternalHref } from "#lib/content/links.ts";
import { bannerToShow, loadBanner } from "#lib/shell/banner.client.ts";
import type { CtaBanner } from "#lib/shell/banner-types.ts";

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

export function refreshAlertBanner(area: HTMLElement): Promise<void> {
  return loadBanner(area.dataset.url ?? "").then((data) => {
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
}
