import { describe, expect, it } from "vitest";
import {
  type Customer,
  canJoin,
  customerUpdateSchema,
  greetingName,
  isMember,
  registerSchema,
  userUpdateSchema,
} from "./customer";

const customer = (consents: Customer["data"]["attributes"]["consents"], mobilePhone: string | null = "0701234567"): Customer => ({
  data: { id: "c1", attributes: { email: "anna@example.com", firstName: "Anna", mobilePhone, consents } },
});

describe("customer record", () => {
  it("is a member exactly when the memberTerms consent is true", () => {
    expect(isMember(customer([{ id: "memberTerms", value: true }]))).toBe(true);
    expect(isMember(customer([{ id: "memberTerms", value: false }]))).toBe(false);
    expect(isMember(customer([{ id: "newsletter", value: true }]))).toBe(false);
    expect(isMember(null)).toBe(false);
  });

  it("greets by first name, else by e-mail", () => {
    expect(greetingName(customer([]))).toBe("Anna");
    const nameless = customer([]);
    nameless.data.attributes.firstName = " ";
    expect(greetingName(nameless)).toBe("anna@example.com");
  });

  it("lets the join button act only with a session e-mail, a loaded record and a mobile phone", () => {
    expect(canJoin("anna@example.com", customer([]))).toBe(true);
    expect(canJoin(null, customer([]))).toBe(false);
    expect(canJoin("anna@example.com", null)).toBe(false);
    expect(canJoin("anna@example.com", customer([], null))).toBe(false);
    expect(canJoin("anna@example.com", customer([], "  "))).toBe(false);
  });
});

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
