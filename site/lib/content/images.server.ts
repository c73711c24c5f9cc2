/**
 * A CMS picture as the page renders it: an address, its intrinsic size (so the
 * browser reserves the space and nothing shifts) and its alternative text.
 * Against Sanity the size comes from the asset's metadata and the address is
 * the CDN's, asked for the width the page needs; from the local dataset the
 * file is a seed asset whose name ends in `-{width}x{height}`, as Sanity's
 * asset ids do.
 */

import { config } from "#lib/config.server.ts";
import { contentAssetUrl } from "#lib/shell/assets.ts";

export interface ContentImage {
  src: string;
  /** Narrower versions for smaller screens (Sanity's CDN); none for the local seed's SVGs, which scale. */
  srcset?: string;
  width: number;
  height: number;
  alt: string;
}

export interface RawImage {
  alt?: string | null;
  _sanityAsset?: unknown;
  url?: string | null;
  dimensions?: { width?: number | null; height?: number | null } | null;
}

/**
 * A picture on the local Content Lake (LAKE_ORIGIN, set by `npm start`), as the shop
 * serves it from its own origin: shoppers' browsers never meet the lake's self-signed
 * certificate, and the page's Content-Security-Policy stays `img-src 'self'` for it.
 * The lake has no image pipeline, so the file is sent at its own size.
 */
export function lakeImagePath(url: URL, lakeOrigin = config().LAKE_ORIGIN): string | null {
  if (!lakeOrigin || url.origin !== lakeOrigin || !LAKE_FILE.test(url.pathname)) return null;
  return `/media/lake${url.pathname}`;
}

/** An asset's address as a page may use it: the lake's through the shop, Sanity's CDN as it is, nothing else. */
export function assetAddress(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return lakeImagePath(url) ?? (url.protocol === "https:" ? url.href : null);
}

/** `/images/{project}/{dataset}/{assetId}.{ext}`, as the lake (and Sanity's CDN) names its files. */
export const LAKE_FILE = /^\/images\/[a-z0-9-]{1,64}\/[a-z0-9_-]{1,64}\/[A-Za-z0-9-]{1,128}\.[a-z0-9]{2,5}$/;

const SIZE_IN_NAME = /-(\d{2,5})x(\d{2,5})\.[a-z]+$/;

export function sizeFromName(name: string): { width: number; height: number } | null {
  const match = SIZE_IN_NAME.exec(name);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** Null when the picture has no file or no alternative text: a page then leaves it out rather than show it unlabelled. */
export function contentImage(raw: RawImage | null | undefined, displayWidth: number): ContentImage | null {
  const alt = raw?.alt?.trim();
  if (!raw || !alt) return null;
  if (raw.url && raw.dimensions?.width && raw.dimensions.height) {
    const url = new URL(raw.url);
    if (url.protocol !== "https:") return null;
    const width = Math.min(displayWidth, raw.dimensions.width);
    const height = Math.round((raw.dimensions.height / raw.dimensions.width) * width);
    const fromLake = lakeImagePath(url);
    if (fromLake) return { src: fromLake, width, height, alt };
    const at = (w: number) => {
      const sized = new URL(url);
      sized.searchParams.set("w", String(w));
      sized.searchParams.set("auto", "format");
      sized.searchParams.set("fit", "max");
      return sized.toString();
    };
    const widths = [400, 800, 1200, 1600].filter((w) => w < width);
    const srcset = [...widths, width].map((w) => `${at(w)} ${w}w`).join(", ");
    return { src: at(width), srcset, width, height, alt };
  }
  const asset = typeof raw._sanityAsset === "string" ? raw._sanityAsset : "";
  const src = contentAssetUrl(asset);
  const size = sizeFromName(asset);
  return src && size ? { src, ...size, alt } : null;
}
