import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { resetPageUrl, shopResetLink } from "./password-reset.ts";

const authLink = (callback: string) =>
  `https://shop.example/api/auth/reset-password/tok123?callbackURL=${encodeURIComponent(callback)}`;

describe("password reset links", () => {
  it("asks better-auth to send the shopper to the reset page of their storefront", () => {
    expect(resetPageUrl("https://shop.example", storefront("fi"))).toBe("https://shop.example/fi/login/reset");
    expect(resetPageUrl("https://shop.example", storefront("de", { english: true }))).toBe(
      "https://shop.example/de/en/login/reset",
    );
  });

  it("turns better-auth's callback into the shop's own link with the token, in the storefront's language", () => {
    const target = shopResetLink(authLink("https://shop.example/pl/login/reset"), "tok123");
    expect(target?.link).toBe("https://shop.example/pl/login/reset?token=tok123");
    expect(target?.storefront.language).toBe("pl");
  });

  it("refuses a callback that is not a reset page of a storefront", () => {
    expect(shopResetLink(authLink("https://shop.example/pl/user"), "t")).toBeNull();
    expect(shopResetLink(authLink("javascript:alert(1)//pl/login/reset"), "t")).toBeNull();
    expect(shopResetLink("https://shop.example/api/auth/reset-password/t", "t")).toBeNull();
    expect(shopResetLink("not a url", "t")).toBeNull();
  });
});
