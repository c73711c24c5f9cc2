/** The alert banner's shape: what the banner API answers and what the shell renders. */
export const BANNER_BACKGROUNDS = ["black", "blue", "turquoise", "red"] as const;
export type BannerBackground = (typeof BANNER_BACKGROUNDS)[number];

/** One alert banner as the API returns it (specification 3: ctaBanners entries). */
export interface CtaBanner {
  text: string;
  url: string;
  background: BannerBackground;
  /** In a preview only: the banner text's edit mark (ADR 40). */
  edit?: string;
}
