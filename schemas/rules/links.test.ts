import { describe, expect, it } from "vitest";
import { checkLink, isSafeLink } from "./links";

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
  ])("refuses %s", (link) => {
    expect(checkLink(link)).not.toBe(true);
    expect(isSafeLink(link)).toBe(false);
  });

  it("leaves emptiness to the required rule", () => {
    expect(checkLink(undefined)).toBe(true);
    expect(isSafeLink("")).toBe(false);
  });
});
