/**
 * The checkout form's contact and address, validated per market: postal codes
 * in each country's format (normalised to how the post writes them), phone
 * numbers, e-mail. Errors are keys into the cart dictionary's `checkout.errors`.
 */
import { z } from "zod";
import type { MarketCode } from "#lib/markets/markets.ts";
import { SHIPPING_METHODS, type ShippingMethod } from "./shipping.ts";

interface PostalFormat {
  pattern: RegExp;
  normalise: (m: RegExpExecArray) => string;
  example: string;
}

export const POSTAL_CODES: Readonly<Record<MarketCode, PostalFormat>> = {
  se: { pattern: /^(\d{3}) ?(\d{2})$/, normalise: (m) => `${m[1]} ${m[2]}`, example: "123 45" },
  no: { pattern: /^(\d{4})$/, normalise: (m) => m[1] as string, example: "0150" },
  dk: { pattern: /^(\d{4})$/, normalise: (m) => m[1] as string, example: "2100" },
  fi: { pattern: /^(\d{5})$/, normalise: (m) => m[1] as string, example: "00100" },
  de: { pattern: /^(\d{5})$/, normalise: (m) => m[1] as string, example: "10115" },
  fr: { pattern: /^(\d{5})$/, normalise: (m) => m[1] as string, example: "75001" },
  nl: { pattern: /^([1-9]\d{3}) ?([A-Z]{2})$/, normalise: (m) => `${m[1]} ${m[2]}`, example: "1012 AB" },
  pl: { pattern: /^(\d{2})-?(\d{3})$/, normalise: (m) => `${m[1]}-${m[2]}`, example: "00-950" },
};

/** The postal code as the country writes it, or null when it is not one of that country. */
export function normalisePostalCode(market: MarketCode, raw: string): string | null {
  const format = POSTAL_CODES[market];
  const m = format.pattern.exec(raw.trim().toUpperCase().replace(/\s+/g, " "));
  return m ? format.normalise(m) : null;
}

/** A phone number: digits with an optional leading +, 7 to 15 digits; spaces, dashes, dots and brackets allowed. */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, "");
  return /^\+?\d{7,15}$/.test(compact) ? compact : null;
}

const text = (max: number) => z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "tooLong" });

/**
 * A delivery address in a market: the checkout's address fields, and the address book's
 * (site/lib/account/address-book.ts), so both take and refuse the same input.
 */
export function addressFields(market: MarketCode) {
  return {
    firstName: text(80),
    lastName: text(80),
    street: text(120),
    postalCode: z
      .string({ error: "required" })
      .trim()
      .min(1, { error: "required" })
      .transform((v, ctx) => {
        const code = normalisePostalCode(market, v);
        if (code === null) ctx.addIssue({ code: "custom", message: "postalCode" });
        return code ?? "";
      }),
    city: text(80),
  };
}

export function checkoutSchema(market: MarketCode) {
  return z.object({
    email: z
      .string({ error: "required" })
      .trim()
      .min(1, { error: "required" })
      .pipe(z.email({ error: "email" })),
    phone: z
      .string({ error: "required" })
      .trim()
      .min(1, { error: "required" })
      .transform((v, ctx) => {
        const phone = normalisePhone(v);
        if (phone === null) ctx.addIssue({ code: "custom", message: "phone" });
        return phone ?? "";
      }),
    ...addressFields(market),
    shipping: z.enum(SHIPPING_METHODS as [ShippingMethod, ...ShippingMethod[]], { error: "shipping" }),
    payment: z.literal("test", { error: "payment" }),
  });
}

export type CheckoutInput = z.output<ReturnType<typeof checkoutSchema>>;
export type CheckoutField = keyof CheckoutInput;

export type CheckoutErrorKey = "required" | "tooLong" | "email" | "phone" | "postalCode" | "shipping" | "payment";

const ERROR_KEYS: readonly string[] = ["required", "tooLong", "email", "phone", "postalCode", "shipping", "payment"];

/** One error key per field from a failed parse: the first problem of each field wins. */
export function errorKeys<F extends string>(issues: readonly z.core.$ZodIssue[]): Partial<Record<F, CheckoutErrorKey>> {
  const errors: Partial<Record<F, CheckoutErrorKey>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (errors[field]) continue;
    errors[field] = (ERROR_KEYS.includes(issue.message) ? issue.message : "required") as CheckoutErrorKey;
  }
  return errors;
}

/** Validates the submitted form; on failure one error key per field. */
export function parseCheckout(
  market: MarketCode,
  input: Record<string, unknown>,
): { ok: true; value: CheckoutInput } | { ok: false; errors: Partial<Record<CheckoutField, CheckoutErrorKey>> } {
  const result = checkoutSchema(market).safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: errorKeys<CheckoutField>(result.error.issues) };
}
