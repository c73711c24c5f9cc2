/**
 * Cookie consent, as analytics reads it: Google Consent Mode signals pushed to
 * `window.dataLayer`. The consent tool (vanilla-cookieconsent) owns the choice;
 * these pure functions decide what to tell analytics and when (specification 5:
 * advertising storage and personalisation are compared with the stored values
 * and synced only when they differ; nothing is synced before the tool reports
 * that the visitor's choice was used).
 */

export const CONSENT_CATEGORIES = ["necessary", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

type Signal = "granted" | "denied";

export interface ConsentMode {
  ad_storage: Signal;
  ad_personalization: Signal;
  analytics_storage: Signal;
}

/** Where the last synced signals are kept, so a page load does not push the same values again. */
export const CONSENT_MODE_STORAGE_KEY = "ln.consentMode";

export const DENIED: ConsentMode = { ad_storage: "denied", ad_personalization: "denied", analytics_storage: "denied" };

export function consentModeOf(accepted: readonly string[]): ConsentMode {
  const grant = (category: ConsentCategory): Signal => (accepted.includes(category) ? "granted" : "denied");
  return { ad_storage: grant("marketing"), ad_personalization: grant("marketing"), analytics_storage: grant("analytics") };
}

export function sameConsentMode(a: ConsentMode | null, b: ConsentMode | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.ad_storage === b.ad_storage && a.ad_personalization === b.ad_personalization && a.analytics_storage === b.analytics_storage
  );
}

/** Reads stored signals back, refusing anything malformed. */
export function parseConsentMode(raw: string | null): ConsentMode | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentMode>;
    const ok = (s: unknown): s is Signal => s === "granted" || s === "denied";
    if (ok(value.ad_storage) && ok(value.ad_personalization) && ok(value.analytics_storage)) {
      return {
        ad_storage: value.ad_storage,
        ad_personalization: value.ad_personalization,
        analytics_storage: value.analytics_storage,
      };
    }
  } catch {
    // stored by someone else, or corrupted: treat as nothing stored
  }
  return null;
}

/**
 * The update to push after the consent tool reported a choice, or null when
 * there is nothing to sync: the tool has not used the visitor's choice yet, or
 * the signals equal the stored ones.
 */
export function consentUpdate(accepted: readonly string[], stored: ConsentMode | null, toolUpdated: boolean): ConsentMode | null {
  if (!toolUpdated) return null;
  const next = consentModeOf(accepted);
  return sameConsentMode(next, stored) ? null : next;
}

/**
 * The customer record keeps the two advertising signals as consents (specification 3:
 * entries `{id, value}`), so a choice follows the shopper to another device.
 */
export const AD_CONSENTS = { ad_storage: "adStorage", ad_personalization: "adPersonalization" } as const;
export type AdConsentId = (typeof AD_CONSENTS)[keyof typeof AD_CONSENTS];

/**
 * The consents to send to the customer record: those of the two advertising signals
 * whose value differs from the stored one (or is not stored yet); empty when they
 * agree, so nothing is synced (specification 5).
 */
export function customerConsentChanges(
  mode: ConsentMode,
  stored: readonly { id: string; value: boolean }[],
): { id: AdConsentId; value: boolean }[] {
  const changes: { id: AdConsentId; value: boolean }[] = [];
  for (const [signal, id] of Object.entries(AD_CONSENTS) as [keyof typeof AD_CONSENTS, AdConsentId][]) {
    const value = mode[signal] === "granted";
    if (stored.find((c) => c.id === id)?.value !== value) changes.push({ id, value });
  }
  return changes;
}
