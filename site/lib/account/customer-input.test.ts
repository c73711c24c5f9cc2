import { describe, expect, it } from "vitest";
import { customerUpdateSchema, registerSchema, userUpdateSchema } from "./customer-input.ts";

describe("account inputs", () => {
  const valid = { firstName: "Anna", email: " Anna@Example.com ", mobilePhone: "+46 70-123 45 67", password: "correct horse" };

  it("normalises the e-mail and leaves the member terms off unless ticked", () => {
    expect(registerSchema.parse(valid)).toEqual({ ...valid, email: "anna@example.com", memberTerms: false });
  });

  it("refuses short passwords, odd phone numbers and missing names", () => {
    expect(registerSchema.safeParse({ ...valid, password: "short" }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, mobilePhone: "call me" }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, mobilePhone: "123" }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, firstName: "" }).success).toBe(false);
  });

  it("needs the member terms consent to join", () => {
    const contact = { email: "anna@example.com", contactId: "c1" };
    expect(customerUpdateSchema.safeParse({ contact, consents: [{ id: "memberTerms", value: true }] }).success).toBe(true);
    expect(customerUpdateSchema.safeParse({ contact, consents: [{ id: "newsletter", value: true }] }).success).toBe(false);
    expect(customerUpdateSchema.safeParse({ contact, consents: [] }).success).toBe(false);
  });

  it("accepts an emptied phone number in the settings", () => {
    expect(userUpdateSchema.parse({ firstName: "Anna", mobilePhone: "", memberTerms: false }).mobilePhone).toBe("");
  });
});
