/**
 * The customer record in the specification's shape (section 3) and the rules
 * about it that run anywhere: who is a member, when the join button may act
 * (section 5), and the inputs of the account calls (section 7), as zod schemas.
 */
import { z } from "zod";

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

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** A mobile number as people write it: digits, spaces, dashes, brackets, an optional leading +; 7 to 15 digits. */
const mobilePhone = z
  .string()
  .trim()
  .max(24)
  .regex(/^\+?[\d\s()-]+$/)
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, "a mobile number has 7 to 15 digits");
const firstName = z.string().trim().min(1).max(80);
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const signInSchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX) });

export const registerSchema = z.object({
  firstName,
  email,
  mobilePhone,
  password,
  /** The member terms are an explicit opt-in: absent or false joins nobody. */
  memberTerms: z.boolean().default(false),
});

const consent = z.object({ id: z.string().min(1).max(64), value: z.boolean() });

/** POST /api/customer/update (specification 7): joining the club. */
export const customerUpdateSchema = z.object({
  contact: z.object({ email, contactId: z.string().min(1).max(64) }),
  consents: z
    .array(consent)
    .min(1)
    .max(10)
    .refine((list) => list.some((c) => c.id === MEMBER_TERMS), "the member terms consent is required"),
});

/** POST /api/user/update: the settings page. */
export const userUpdateSchema = z.object({
  firstName,
  mobilePhone: z.union([mobilePhone, z.literal("")]),
  memberTerms: z.boolean(),
});
