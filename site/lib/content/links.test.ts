import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { contentHref, isExternalHref } from "./links.ts";

const se = storefront("se");
const plEn = storefront("pl", { english: true });

describe("contentHref: every content link on its way out", () => {
  it("prefixes shop paths for the storefront and keeps anchors", () => {
    expect(contentHref(se, "/kille/jeans")).toBe("/se/kille/jeans");
    expect(contentHref(plEn, "/page/contact")).toBe("/pl/en/page/contact");
    expect(contentHref(se, "/")).toBe("/se");
    expect(contentHref(se, "#cookie-settings")).toBe("#cookie-settings");
  });

  it("gives no link for # and nothing", () => {
    for (const link of ["#", "", null, undefined, 42, {}]) expect(contentHref(se, link)).toBeNull();
  });

  it("normalises absolute addresses and tells them apart", () => {
    expect(contentHref(se, "HTTPS://Help.Example/sv?q=a b".replace(" ", "%20"))).toBe("https://help.example/sv?q=a%20b");
    expect(isExternalHref("https://help.example/sv")).toBe(true);
    expect(isExternalHref("/se/kille")).toBe(false);
    expect(isExternalHref("#cookie-settings")).toBe(false);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example/x",
    "&#106;avascript:alert(1)",
    "javascript&colon;alert(1)",
    "https:evil.example",
    '/x"><script>alert(1)</script>',
  ])("renders no link for %j", (link) => {
    expect(contentHref(se, link)).toBeNull();
  });
});
