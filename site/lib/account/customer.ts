/**
 * The customer record in the specification's shape (section 3) and the rules
 * about it that run anywhere: who is a member, when the join button may act
 * (section 5). Browser code imports it, so it stays free of zod (the call inputs are
 * in customer-input.ts).
 */
export const MEMBER_TERMS = "memberTerms";

export interface Consent {
  id: string;
  value: boolean;
}

export interface Customer {
  data: {
    id: string;
    attributes: { email: string; firstName: string; mobilePhone: string | null; consents: Consent[] };
  };
}

/** Member = the customer's memberTerms consent is true (specification 6). */
export function isMember(customer: Customer | null | undefined): boolean {
  return customer?.data.attributes.consents.some((c) => c.id === MEMBER_TERMS && c.value === true) ?? false;
}

/** The greeting's name: the first name, else the e-mail (specification 2.2). */
export function greetingName(customer: Customer): string {
  return customer.data.attributes.firstName.trim() || customer.data.attributes.email;
}

/**
 * The join button acts only when the session has an e-mail, the customer record is
 * loaded and it has a mobile phone (specification 5); otherwise the shopper is led
 * to where the phone is added.
 */
export function canJoin(sessionEmail: string | null | undefined, customer: Customer | null | undefined): boolean {
  return Boolean(sessionEmail) && Boolean(customer) && Boolean(customer?.data.attributes.mobilePhone?.trim());
}
