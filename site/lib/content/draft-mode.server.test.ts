import { describe, expect, it } from "vitest";
import {
  cookieFrom,
  inPreview,
  isValidPreview,
  PREVIEW_SECONDS,
  parsePreviewPerspective,
  previewCookieValue,
  previewCsp,
  previewFromCookie,
  previewPerspective,
  renderInPreview,
} from "./draft-mode.server.ts";

const KEY = "k".repeat(43);
const NOW = 1_800_000_000_000;

describe("the preview cookie", () => {
  it("is accepted until its hour is over", () => {
    const value = previewCookieValue(KEY, NOW + PREVIEW_SECONDS * 1000);
    expect(isValidPreview(KEY, value, NOW)).toBe(true);
    expect(isValidPreview(KEY, value, NOW + PREVIEW_SECONDS * 1000 - 1)).toBe(true);
    expect(isValidPreview(KEY, value, NOW + PREVIEW_SECONDS * 1000)).toBe(false);
  });

  it("is refused when forged, signed with another key, stretched or malformed", () => {
    const value = previewCookieValue(KEY, NOW + 60_000);
    expect(isValidPreview("another key".padEnd(43, "x"), value, NOW)).toBe(false);
    const [, signature] = value.split(".");
    expect(isValidPreview(KEY, `${NOW + 120_000}.${signature}`, NOW)).toBe(false);
    // A signature for a far expiry is still refused: nothing this shop signs lasts longer than an hour.
    expect(isValidPreview(KEY, previewCookieValue(KEY, NOW + 2 * PREVIEW_SECONDS * 1000), NOW)).toBe(false);
    for (const bad of [undefined, "", "1", `${NOW}.short`, `abc.${signature}`, `${value}x`])
      expect(isValidPreview(KEY, bad, NOW)).toBe(false);
  });

  it("is read from a Cookie header among others", () => {
    expect(cookieFrom("cartToken=a; ln_preview=1.b; other=c", "ln_preview")).toBe("1.b");
    expect(cookieFrom("x_ln_preview=1", "ln_preview")).toBeUndefined();
    expect(cookieFrom(null, "ln_preview")).toBeUndefined();
  });
});

describe("a release preview (issue 31)", () => {
  it("takes the release stack a Studio link names, without the drafts under it; anything else is refused", () => {
    expect(parsePreviewPerspective(null)).toBe("drafts");
    expect(parsePreviewPerspective("drafts")).toBe("drafts");
    expect(parsePreviewPerspective("rBlackFriday,rEarlier,drafts")).toEqual(["rBlackFriday", "rEarlier"]);
    expect(parsePreviewPerspective("rBlackFriday")).toEqual(["rBlackFriday"]);
    for (const bad of ["raw", "r1,raw", "r 1", "r1;drop", "r.1", Array.from({ length: 11 }, (_, i) => `r${i}`).join(",")])
      expect(parsePreviewPerspective(bad), bad).toBeNull();
  });

  it("keeps the release in the signed cookie: another release, or drafts, cannot be swapped in", () => {
    const value = previewCookieValue(KEY, NOW + 60_000, ["rBlackFriday", "rEarlier"]);
    expect(previewFromCookie(KEY, value, NOW)).toEqual(["rBlackFriday", "rEarlier"]);
    const [expires, , signature] = value.split(".");
    expect(previewFromCookie(KEY, `${expires}.rCyberMonday.${signature}`, NOW)).toBeNull();
    expect(previewFromCookie(KEY, `${expires}.${signature}`, NOW)).toBeNull();
    expect(previewFromCookie(KEY, `${expires}.drafts.${signature}`, NOW)).toBeNull();
    // A draft preview's cookie reads as it always did.
    expect(previewFromCookie(KEY, previewCookieValue(KEY, NOW + 60_000), NOW)).toBe("drafts");
  });

  it("is what content read inside the render sees", async () => {
    expect(previewPerspective()).toBeUndefined();
    expect(await renderInPreview(async () => previewPerspective(), ["rBlackFriday"])).toEqual(["rBlackFriday"]);
  });
});

describe("the preview context", () => {
  it("holds for everything a preview render awaits, and for nothing else", async () => {
    expect(inPreview()).toBe(false);
    const seen = await renderInPreview(async () => {
      await new Promise((r) => setTimeout(r, 1));
      return inPreview();
    });
    expect(seen).toBe(true);
    expect(inPreview()).toBe(false);
  });
});

describe("a previewed page's Content-Security-Policy", () => {
  it("allows the overlays' inline styles and keeps every other directive", () => {
    const shop = "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-b'; frame-src 'none'";
    expect(previewCsp(shop)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-inline'; frame-src 'none'",
    );
    expect(previewCsp(null)).toBeNull();
  });
});
