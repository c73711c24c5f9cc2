import { describe, expect, it } from "vitest";
import { shellVisibility } from "./visibility";

describe("shell visibility (specification 2.3)", () => {
  it("shows everything but the banner on the home page", () => {
    expect(shellVisibility("se", "/")).toEqual({ footer: true, memberBlock: true, alertBanner: false });
  });

  it("shows everything on an ordinary page", () => {
    expect(shellVisibility("se", "/kille/jeans")).toEqual({ footer: true, memberBlock: true, alertBanner: true });
    expect(shellVisibility("de", "/page/kontakt")).toEqual({ footer: true, memberBlock: true, alertBanner: true });
  });

  it.each(["/checkout", "/checkout/", "/checkout/payment"])("hides footer, member block and banner on %s", (rest) => {
    expect(shellVisibility("se", rest)).toEqual({ footer: false, memberBlock: false, alertBanner: false });
  });

  it.each(["/login", "/login/", "/login?next=/user"])("hides footer, member block and banner on %s", (rest) => {
    expect(shellVisibility("no", rest)).toEqual({ footer: false, memberBlock: false, alertBanner: false });
  });

  it.each(["/user", "/user/orders", "/user/offers", "/user/settings"])(
    "keeps the footer but hides member block and banner on %s",
    (rest) => {
      expect(shellVisibility("dk", rest)).toEqual({ footer: true, memberBlock: false, alertBanner: false });
    },
  );

  it.each(["pl", "fr"] as const)("never shows the member block in market %s", (market) => {
    expect(shellVisibility(market, "/").memberBlock).toBe(false);
    expect(shellVisibility(market, "/kille").memberBlock).toBe(false);
    expect(shellVisibility(market, "/kille").footer).toBe(true);
  });

  it.each(["se", "no", "dk", "fi", "nl", "de"] as const)("shows the member block in market %s", (market) => {
    expect(shellVisibility(market, "/").memberBlock).toBe(true);
  });

  it("matches whole path segments only", () => {
    expect(shellVisibility("se", "/username-guide").alertBanner).toBe(true);
    expect(shellVisibility("se", "/logins").footer).toBe(true);
    expect(shellVisibility("se", "/page/checkout-help").footer).toBe(true);
  });
});
