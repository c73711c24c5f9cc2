/**
 * Payment providers. The shop talks to one interface; the built-in test
 * provider works offline and approves every payment (a shopper e-mail with
 * `+decline` is declined, so tests can see the failure path). Klarna, Adyen or
 * Stripe plug in as further providers (docs/adr/0007-cart-and-checkout.md).
 */

export interface PaymentRequest {
  orderNumber: string;
  amountMinor: number;
  currency: string;
  email: string;
  /**
   * Sent as the provider's idempotency key (Stripe, Adyen and Klarna take one):
   * a repeated authorization of the same checkout attempt answers the first one
   * instead of reserving the amount twice.
   */
  idempotencyKey: string;
}

export type PaymentResult = { status: "authorized"; reference: string } | { status: "declined"; reason: string };

export interface PaymentProvider {
  id: string;
  /** Reserves the amount; the order is placed only when this authorizes. */
  authorize(request: PaymentRequest): Promise<PaymentResult>;
}

export const testProvider: PaymentProvider = {
  id: "test",
  async authorize({ orderNumber, email }) {
    if (email.toLowerCase().includes("+decline")) return { status: "declined", reason: "declined by the test provider" };
    return { status: "authorized", reference: `test_${orderNumber}` };
  },
};

const PROVIDERS: Record<string, PaymentProvider> = { test: testProvider };

export function paymentProvider(id: string): PaymentProvider | null {
  return PROVIDERS[id] ?? null;
}
