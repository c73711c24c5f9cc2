/** The inputs of the account calls (specification 7), as zod schemas: server only, as zod is large for the browser. */
import { z } from "zod";
import { MEMBER_TERMS } from "./customer.ts";

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

/** The storefront a form was sent from (`/se`, `/de/en`): the language of the mails it causes. */
const storefrontPath = z.string().regex(/^\/[a-z]{2}(\/en)?$/);

export const signInSchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX) });

export const registerSchema = z.object({
  firstName,
  email,
  mobilePhone,
  password,
  /** The member terms are an explicit opt-in: absent or false joins nobody. */
  memberTerms: z.boolean().default(false),
  storefront: storefrontPath.optional(),
});

/** POST /api/account/password/forgot: a reset link for this e-mail, if it has an account. */
export const forgotPasswordSchema = z.object({ email, storefront: storefrontPath.optional() });

/** POST /api/account/verify/resend: a new confirmation link for the signed-in customer, in this storefront's language. */
export const resendVerificationSchema = z.object({ storefront: storefrontPath.optional() });

/** POST /api/account/password/reset: the token of a reset link and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[\w-]+$/),
  password,
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

/**
 * POST /api/customer/consents: the cookie tool's advertising signals for the customer
 * record (specification 5); nothing else can be set this way, the member terms least of all.
 */
export const customerConsentsSchema = z.object({
  consents: z
    .array(z.object({ id: z.enum(["adStorage", "adPersonalization"]), value: z.boolean() }))
    .min(1)
    .max(2)
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, "each consent once"),
});

/** POST /api/user/update: the settings page. */
export const userUpdateSchema = z.object({
  firstName,
  mobilePhone: z.union([mobilePhone, z.literal("")]),
  memberTerms: z.boolean(),
});

/** POST /api/customer/identity/: the eclub token of a club e-mail's link. */
export const identitySchema = z.object({ eclub: z.string().min(1).max(512) });

/** POST /api/user/password: the settings page's password change. */
export const changePasswordSchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: password });
