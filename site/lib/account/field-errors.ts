/**
 * Which field of an account form is wrong, and how (issue 25, item 10): the server's zod
 * issues become one message key per field, so the page marks each field with its own text
 * in the shopper's language (the keys live in the account dictionary's `fields`), as the
 * checkout does. Server and browser share the names; zod stays on the server.
 */
import type { AccountStrings } from "#lib/i18n/account/en.ts";

export type FieldErrorKey = keyof AccountStrings["fields"];
export type FieldErrors = Partial<Record<string, FieldErrorKey>>;

/** The form fields whose problems have a message of their own; other fields fall back to the form's message. */
const KEYS: Record<
  string,
  { required: FieldErrorKey; tooShort?: FieldErrorKey; tooLong: FieldErrorKey; invalid: FieldErrorKey }
> = {
  firstName: { required: "firstNameRequired", tooLong: "firstNameTooLong", invalid: "firstNameRequired" },
  email: { required: "emailRequired", tooLong: "emailTooLong", invalid: "emailInvalid" },
  mobilePhone: { required: "phoneRequired", tooLong: "phoneInvalid", invalid: "phoneInvalid" },
  password: {
    required: "passwordRequired",
    tooShort: "passwordTooShort",
    tooLong: "passwordTooLong",
    invalid: "passwordTooShort",
  },
  newPassword: {
    required: "passwordRequired",
    tooShort: "passwordTooShort",
    tooLong: "passwordTooLong",
    invalid: "passwordTooShort",
  },
  currentPassword: { required: "passwordRequired", tooLong: "passwordTooLong", invalid: "passwordRequired" },
};

/** The shape of a zod issue this needs (zod 4's `$ZodIssue`), so the module does not load zod. */
export interface Issue {
  code: string;
  path: readonly PropertyKey[];
  minimum?: number | bigint;
}

/**
 * One key per field from a failed parse of `input`: the first problem of each field wins;
 * a field left empty is "required" whatever rule it failed.
 */
export function fieldErrors(issues: readonly Issue[], input: unknown): FieldErrors {
  const out: FieldErrors = {};
  const values = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || out[field]) continue;
    const keys = KEYS[field];
    if (!keys) continue;
    const value = values[field];
    if (typeof value !== "string" || value.trim() === "") out[field] = keys.required;
    else if (issue.code === "too_big") out[field] = keys.tooLong;
    else if (issue.code === "too_small")
      out[field] = Number(issue.minimum) <= 1 ? keys.required : (keys.tooShort ?? keys.invalid);
    else out[field] = keys.invalid;
  }
  return out;
}
