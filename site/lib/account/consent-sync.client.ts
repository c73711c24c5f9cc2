/**
 * The consent sync (specification 5): the cookie tool's advertising signals are
 * compared with the ones stored on the signed-in customer's record and sent only
 * when they differ. Callers act only after the tool reported a choice it used
 * (its onConsent and onChange, or the signals it stored on this device).
 */
import { type ConsentMode, customerConsentChanges } from "#lib/shell/consent.client.ts";
import { fetchCustomer, postJson } from "./account.client.ts";

export async function syncCustomerConsents(mode: ConsentMode): Promise<void> {
  const customer = await fetchCustomer();
  if (!customer) return;
  const consents = customerConsentChanges(mode, customer.data.attributes.consents);
  if (consents.length > 0) await postJson("/api/customer/consents", { consents });
}
