/**
 * What an editor may put in a link field: a path inside the shop, `#` (none, or
 * an in-page anchor such as #cookie-settings), or an absolute http(s) address.
 * Anything else (javascript:, data:, protocol-relative //host) is refused, so
 * content can never smuggle script into a page.
 */
export const LINK_HELP = "Use a path in the shop starting with / (like /kille/jeans), # for none, or a full https:// address.";

export function checkLink(value: unknown): true | string {
  if (value === undefined || value === null || value === "") return true;
  if (typeof value !== "string") return LINK_HELP;
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return "A link cannot contain spaces or control characters.";
  if (value === "#" || /^#[A-Za-z][\w-]*$/.test(value)) return true;
  if (value.startsWith("/")) return value.startsWith("//") ? LINK_HELP : true;
  try {
    const url = new URL(value);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname) return true;
  } catch {
    // not an absolute URL either
  }
  return LINK_HELP;
}

/** For text links shown to shoppers the rule is the same; the shop renders nothing else. */
export function isSafeLink(value: unknown): value is string {
  return typeof value === "string" && value !== "" && checkLink(value) === true;
}
