/**
 * The little a module needs of a request's cookies. Astro's `AstroCookies`
 * fits this port, so pages pass `Astro.cookies` and API routes `cookies` as
 * they are, and no module that reaches the database knows Astro.
 */
export interface CookieOptions {
  httpOnly: boolean;
  sameSite: "lax";
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
