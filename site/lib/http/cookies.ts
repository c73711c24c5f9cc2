/**
 * The little a module needs of a request's cookies. Astro's `AstroCookies`
 * fits this port, so pages pass `Astro.cookies` and API routes `cookies` as
 * they are, and no module that reaches the database knows Astro.
 */
export interface CookieOptions {
  httpOnly: boolean;
  sameSite: "lax" | "none";
  /** Kept apart per top-level site (CHIPS): a cookie set in a frame reaches that frame only. */
  partitioned?: boolean;
  secure: boolean;
  path: string;
  maxAge: number;
}

export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
}

/** The shop's own cookies: sent only to it, over HTTPS where it is served so. */
export function cookieOptions(url: URL, maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: url.protocol === "https:", path: "/", maxAge };
}

/**
 * A cookie the shop sets inside another site's frame (the Studio's Presentation tool): sent
 * there only with SameSite=None and Secure, and Partitioned so it is kept for frames under that
 * site alone; the same browser's own tabs of the shop never send it.
 */
export function framedCookieOptions(maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: "none", secure: true, partitioned: true, path: "/", maxAge };
}
