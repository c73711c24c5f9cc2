import { describe, expect, it } from "vitest";
import { type PrefillSource, prefill } from "./prefill.ts";

const home = {
  id: 1,
  isDefault: false,
  firstName: "Anna",
  lastName: "Svensson",
  street: "Storgatan 1",
  postalCode: "111 22",
  city: "Stockholm",
};
const granny = {
  id: 2,
  isDefault: true,
  firstName: "Greta",
  lastName: "Berg",
  street: "Sjövägen 4",
  postalCode: "181 30",
  city: "Lidingö",
};
const last = {
  phone: "+46701234567",
  firstName: "Anna",
  lastName: "Svensson",
  street: "Kungsgatan 9",
  postalCode: "411 19",
  city: "Göteborg",
};
const member: PrefillSource = {
  email: "anna@example.com",
  firstName: "Anna",
  mobilePhone: "070-123 45 67",
  book: [],
  chosen: null,
  last: null,
};

describe("the checkout's prefill for a signed-in shopper", () => {
  it("fills e-mail, name and phone from the account, and no address before the first order", () => {
    expect(prefill(member)).toEqual({
      values: { email: "anna@example.com", phone: "070-123 45 67", firstName: "Anna" },
      addressId: null,
    });
  });

  it("fills the last delivery address, and its phone when the account has none", () => {
    const { values, addressId } = prefill({ ...member, mobilePhone: null, last });
    expect(values).toEqual({
      email: "anna@example.com",
      phone: "+46701234567",
      firstName: "Anna",
      lastName: "Svensson",
      street: "Kungsgatan 9",
      postalCode: "411 19",
      city: "Göteborg",
    });
    expect(addressId).toBeNull();
  });

  it("prefers the address book's default to the last delivery, and the address chosen to both", () => {
    expect(prefill({ ...member, book: [granny, home], last }).values).toMatchObject({
      firstName: "Greta",
      street: "Sjövägen 4",
      city: "Lidingö",
    });
    expect(prefill({ ...member, book: [granny, home], last }).addressId).toBe(2);
    const chosen = prefill({ ...member, book: [granny, home], chosen: 1, last });
    expect(chosen.values).toMatchObject({ firstName: "Anna", street: "Storgatan 1", postalCode: "111 22" });
    expect(chosen.addressId).toBe(1);
  });

  it("ignores a chosen id that is not in the book (another customer's, or another market's)", () => {
    expect(prefill({ ...member, book: [home], chosen: 99, last }).values.street).toBe("Kungsgatan 9");
  });
});
