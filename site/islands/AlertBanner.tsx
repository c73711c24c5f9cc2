import { useEffect, useState } from "react";
import { isSafeLink } from "#schemas/rules/links.ts";
import { loadBanner } from "../lib/shell/banner.client.ts";
import { BANNER_BACKGROUNDS, type CtaBanner } from "../lib/shell/banner-types.ts";
import { useHydrated } from "./use-modal-dialog.ts";

export interface AlertBannerProps {
  /** The banner API address for this storefront. */
  url: string;
  label: string;
}

function Banner({ url, label }: AlertBannerProps) {
  const [data, setData] = useState<CtaBanner | null>(null);
  useEffect(() => {
    let live = true;
    loadBanner(url).then((banner) => live && setData(banner));
    return () => {
      live = false;
    };
  }, [url]);
  const banner =
    data && isSafeLink(data.url) && (BANNER_BACKGROUNDS as readonly string[]).includes(data.background) ? data : null;
  if (!banner) return null;
  const external = /^https?:/.test(banner.url);
  return (
    <a
      className={`alert-banner alert-banner--${banner.background}`}
      href={banner.url}
      aria-label={`${label}: ${banner.text}`}
      {...(external ? { rel: "noopener noreferrer" } : {})}
    >
      <span>{banner.text}</span>
    </a>
  );
}

/**
 * The alert banner, fetched at run time so a scheduled banner appears (and ends)
 * without a rebuild. Its slot has a fixed height from the first paint, so the
 * page never moves when it arrives; when there is no banner, or the API fails,
 * the slot stays empty and the page stays whole.
 */
export default function AlertBanner(props: AlertBannerProps) {
  const hydrated = useHydrated();
  return (
    <div className="alert-banner-slot" data-hydrated={hydrated ? "true" : undefined}>
      {hydrated ? <Banner {...props} /> : null}
    </div>
  );
}
