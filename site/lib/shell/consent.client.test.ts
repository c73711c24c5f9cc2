import { describe, expect, it } from "vitest";
import { consentModeOf, consentUpdate, customerConsentChanges, DENIED, parseConsentMode } from "./consent.client.ts";

describe("consent mode signals", () => {
  it("maps categories to storage and personalisation signals", () => {
    expect(consentModeOf(["necessary"])).toEqual(DENIED);
    expect(consentModeOf(["necessary", "analytics"])).toEqual({
      ad_storage: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(consentModeOf(["necessary", "marketing"])).toEqual({
      ad_storage: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("syncs nothing until the consent tool reports its update was used", () => {
    expect(consentUpdate(["necessary", "analytics", "marketing"], null, false)).toBeNull();
  });

  it("syncs only when the values differ from the stored ones", () => {
    const all = ["necessary", "analytics", "marketing"];
    const granted = consentModeOf(all);
    expect(consentUpdate(all, null, true)).toEqual(granted);
    expect(consentUpdate(all, granted, true)).toBeNull();
    expect(consentUpdate(["necessary"], granted, true)).toEqual(DENIED);
  });

  it("reads stored values defensively", () => {
    expect(parseConsentMode(JSON.stringify(DENIED))).toEqual(DENIED);
    expect(parseConsentMode("{nope")).toBeNull();
    expect(parseConsentMode(JSON.stringify({ ad_storage: "yes" }))).toBeNull();
    expect(parseConsentMode(null)).toBeNull();
  });

  it("sends the customer record only the advertising consents that differ from its stored ones", () => {
    const granted = consentModeOf(["necessary", "analytics", "marketing"]);
    expect(customerConsentChanges(granted, [])).toEqual([
      { id: "adStorage", value: true },
      { id: "adPersonalization", value: true },
    ]);
    const stored = [
      { id: "memberTerms", value: true },
      { id: "adStorage", value: true },
      { id: "adPersonalization", value: true },
    ];
    expect(customerConsentChanges(granted, stored)).toEqual([]);
    expect(customerConsentChanges(DENIED, stored)).toEqual([
      { id: "adStorage", value: false },
      { id: "adPersonalization", value: false },
    ]);
    // Analytics alone is not an advertising consent: nothing to sync.
    expect(
      customerConsentChanges(consentModeOf(["necessary", "analytics"]), [
        { id: "adStorage", value: false },
        { id: "adPersonalization", value: false },
      ]),
    ).toEqual([]);
  });
});
