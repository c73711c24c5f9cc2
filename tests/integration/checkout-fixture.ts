import type { CheckoutInput } from "#lib/commerce/checkout/address.ts";

/** A valid Swedish checkout form, as the integration tests post it. */
export const CHECKOUT_INPUT: CheckoutInput = {
  email: "anna@example.com",
  phone: "+46701234567",
  firstName: "Anna",
  lastName: "Svensson",
  street: "Storgatan 1",
  postalCode: "111 22",
  city: "Stockholm",
  shipping: "standard",
  payment: "test",
};
