import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { isSafeLink } from "../../schemas/rules/links";
import { BANNER_BACKGROUNDS } from "../lib/shell/banner-types";
import { bannerQuery, getQueryClient } from "../lib/shell/query-client";
import { useHydrated } from "./use-modal-dialog";

export interface AlertBannerProps {
  /** The banner API address for this storefront. */
  url: string;
  label: string;
}

function Banner({ url, label }: AlertBannerProps) {
  const { data } = useQuery(bannerQuery(url));
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
      {hydrated ? (
        <QueryClientProvider client={getQueryClient()}>
          <Banner {...props} />
        </QueryClientProvider>
      ) : null}
    </div>
  );
}
