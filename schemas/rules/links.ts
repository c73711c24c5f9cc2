/**
 * What an editor may put in a link field: a path inside the shop, `#` (none, or
 * an in-page anchor such as #cookie-settings), or an absolute http(s) address.
 * Anything else (javascript:, data:, vbscript:, protocol-relative //host, a
 * backslash that browsers read as a slash, entity or percent tricks) is refused,
 * so content can never smuggle script or a foreign origin into a page. The shop
 * applies the same rule once more when it renders a link (site/lib/content/links.ts).
 */
export const LINK_HELP = "Use a path in the shop starting with / (like /kille/jeans), # for none, or a full https:// address.";

/** Characters no shop link needs and that only serve to break out of an attribute or a URL parser. */
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff\\"'<>`]/;

export function checkLink(value: unknown): true | string {
  if (value === undefined || value === null || value === "") return true;
  if (typeof value !== "string") return LINK_HELP;
  if (FORBIDDEN.test(value)) return "A link cannot contain spaces, control characters, quotes, angle brackets or backslashes.";
  if (value === "#" || /^#[A-Za-z][\w-]*$/.test(value)) return true;
  if (value.startsWith("/")) return /^\/[/%]/.test(value) ? LINK_HELP : true;
  // Absolute addresses spell out their scheme and `//`: `https:evil.example` is not one.
  if (!/^https?:\/\/[^/?#]/i.test(value)) return LINK_HELP;
  try {
    const url = new URL(value);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname) return true;
  } catch {
    // not a URL after all
  }
  return LINK_HELP;
}

/** For text links shown to shoppers the rule is the same; the shop renders nothing else. */
export function isSafeLink(value: unknown): value is string {
  return typeof value === "string" && value !== "" && checkLink(value) === true;
}
