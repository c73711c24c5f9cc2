/**
 * Where a form may send the browser back to (POST /api/cart/add `return`): a
 * storefront path of this shop and nothing else. The value is resolved the way a
 * browser would resolve it (dot segments, backslashes, encoded slashes), and only
 * then checked, so `/se/..//evil.example/x` cannot become `//evil.example/x`.
 */
import { parseStorefrontPath } from "#lib/markets/paths.ts";

const MAX_LENGTH = 2048;

/** The same-origin path and query to redirect to, or null when `raw` is not a storefront page of this shop. */
export function safeReturnPath(raw: string, origin: URL): string | null {
  if (raw.length === 0 || raw.length > MAX_LENGTH || !raw.startsWith("/")) return null;
  // Browsers treat `\` as `/` and skip tabs and newlines in URLs; anything of the kind is not a path the shop writes.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let target: URL;
  try {
    target = new URL(raw, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin.origin) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.pathname);
  } catch {
    return null;
  }
  // After resolving, the path must still be one plain absolute path: `//x` is another host, and `%2F%2Fx` becomes one behind some proxies.
  if (decoded.includes("//") || decoded.includes("\\")) return null;
  if (!parseStorefrontPath(target.pathname)) return null;
  return `${target.pathname}${target.search}`;
}
