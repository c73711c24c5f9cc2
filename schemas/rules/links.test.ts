import { describe, expect, it } from "vitest";
import { checkLink, isSafeLink } from "./links.ts";

describe("link rule", () => {
  it.each([
    "/kille/jeans",
    "/page/kundservice",
    "#",
    "#cookie-settings",
    "https://help.littlenorth.shop/sv",
    "http://example.com/a?b=c",
  ])("accepts %s", (link) => expect(checkLink(link)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "//evil.example/path",
    "mailto:service@littlenorth.shop",
    "kille/jeans",
    "/kille/ jeans",
    "https://",
    "#<script>",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "javascript&colon;alert(1)",
    "%6Aavascript:alert(1)",
    "/\\evil.example/path",
    "\\\\evil.example/path",
    "/%2F/evil.example",
    "https:evil.example",
    "https:/evil.example",
    '/page/x"onmouseover="alert(1)',
    "/page/<script>alert(1)</script>",
    "/page/x\u2028y",
  ])("refuses %s", (link) => {
    expect(checkLink(link)).not.toBe(true);
    expect(isSafeLink(link)).toBe(false);
  });

  it("leaves emptiness to the required rule", () => {
    expect(checkLink(undefined)).toBe(true);
    expect(isSafeLink("")).toBe(false);
  });
});
