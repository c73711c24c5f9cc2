import { describe, expect, it } from "vitest";
import { registerSchema, userUpdateSchema } from "./customer-input.ts";
import { fieldErrors } from "./field-errors.ts";

const keysFor = (schema: typeof registerSchema | typeof userUpdateSchema, input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return fieldErrors(parsed.error.issues, input);
};

const valid = { firstName: "Anna", email: "anna@example.com", mobilePhone: "070-123 45 67", password: "a long secret" };

describe("fieldErrors", () => {
  it("names each wrong field of the issue's registration, with its own message key", () => {
    expect(keysFor(registerSchema, { ...valid, email: "anna@x", mobilePhone: "123", password: "short" })).toEqual({
      email: "emailInvalid",
      mobilePhone: "phoneInvalid",
      password: "passwordTooShort",
    });
  });

  it("tells a too long name, e-mail and password from a wrong one", () => {
    expect(
      keysFor(registerSchema, {
        ...valid,
        firstName: "A".repeat(300),
        email: `${"a".repeat(250)}@example.com`,
        password: "p".repeat(129),
      }),
    ).toEqual({ firstName: "firstNameTooLong", email: "emailTooLong", password: "passwordTooLong" });
  });

  it("says a field left empty is needed, whatever rule it failed", () => {
    expect(keysFor(registerSchema, { ...valid, firstName: "  ", email: "", mobilePhone: "", password: "" })).toEqual({
      firstName: "firstNameRequired",
      email: "emailRequired",
      mobilePhone: "phoneRequired",
      password: "passwordRequired",
    });
  });

  it("names nothing for a valid form, and leaves fields without a message of their own to the form's", () => {
    expect(keysFor(registerSchema, valid)).toEqual({});
    expect(keysFor(registerSchema, { ...valid, memberTerms: "yes" })).toEqual({});
    expect(keysFor(userUpdateSchema, { firstName: "Anna", mobilePhone: "12", memberTerms: true })).toEqual({
      mobilePhone: "phoneInvalid",
    });
  });
});
