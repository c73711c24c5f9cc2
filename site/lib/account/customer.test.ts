import { describe, expect, it } from "vitest";
import { type Customer, canJoin, greetingName, isMember } from "./customer.ts";

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
