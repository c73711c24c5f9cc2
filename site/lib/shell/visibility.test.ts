import { describe, expect, it } from "vitest";
import { shellVisibility } from "./visibility.ts";

describe("shell visibility (specification 2.3)", () => {
  it("shows everything but the banner on the home page", () => {
    expect(shellVisibility("/")).toEqual({ footer: true, memberBlock: true, alertBanner: false, checkoutHeader: false });
  });

  it("shows everything on an ordinary page", () => {
    expect(shellVisibility("/kille/jeans")).toEqual({
      footer: true,
      memberBlock: true,
      alertBanner: true,
      checkoutHeader: false,
    });
    expect(shellVisibility("/page/kontakt")).toEqual({
      footer: true,
      memberBlock: true,
      alertBanner: true,
      checkoutHeader: false,
    });
  });

  it.each(["/checkout", "/checkout/", "/checkout/payment"])("hides footer, member block and banner on %s", (rest) => {
    expect(shellVisibility(rest)).toEqual({ footer: false, memberBlock: false, alertBanner: false, checkoutHeader: true });
  });

  it.each(["/login", "/login/", "/login?next=/user"])("hides footer, member block and banner on %s", (rest) => {
    expect(shellVisibility(rest)).toEqual({ footer: false, memberBlock: false, alertBanner: false, checkoutHeader: false });
  });

  it.each(["/user", "/user/orders", "/user/offers", "/user/settings"])(
    "keeps the footer but hides member block and banner on %s",
    (rest) => {
      expect(shellVisibility(rest)).toEqual({
        footer: true,
        memberBlock: false,
        alertBanner: false,
        checkoutHeader: false,
      });
    },
  );

  it("never shows the member block in a market whose settings turn it off (Poland, France)", () => {
    const off = { marketMemberBlock: false };
    expect(shellVisibility("/", off).memberBlock).toBe(false);
    expect(shellVisibility("/kille", off).memberBlock).toBe(false);
    expect(shellVisibility("/kille", off).footer).toBe(true);
    expect(shellVisibility("/kille", { marketMemberBlock: true }).memberBlock).toBe(true);
  });

  it("shows the member block on home and club pages: the specification hides it nowhere else", () => {
    expect(shellVisibility("/").memberBlock).toBe(true);
    expect(shellVisibility("/page/medlemsklubb").memberBlock).toBe(true);
    expect(shellVisibility("/", { marketMemberBlock: false }).memberBlock).toBe(false);
  });

  it("gives checkout and its confirmation the checkout header", () => {
    expect(shellVisibility("/checkout/confirmation/").checkoutHeader).toBe(true);
    expect(shellVisibility("/kille").checkoutHeader).toBe(false);
  });

  it("matches whole path segments only", () => {
    expect(shellVisibility("/username-guide").alertBanner).toBe(true);
    expect(shellVisibility("/logins").footer).toBe(true);
    expect(shellVisibility("/page/checkout-help").footer).toBe(true);
  });
});
