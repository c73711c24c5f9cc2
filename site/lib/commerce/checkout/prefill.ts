/**
 * What a signed-in shopper finds already filled in at checkout (issue 29.6): their e-mail,
 * name and phone, and a delivery address: the one they chose from their address book,
 * else the book's default, else where their last order in this market went. Everything
 * stays editable; what they post is what the order takes.
 */

export interface DeliveryAddress {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
}

export interface PrefillSource {
  email: string;
  firstName: string;
  mobilePhone: string | null;
  /** The address book's addresses in this market, the default first (address-book.ts `addressesIn`). */
  book: readonly (DeliveryAddress & { id: number; isDefault: boolean })[];
  /** The address the shopper picked at checkout (`?address=`), if any. */
  chosen: number | null;
  /** The customer's last order in this market. */
  last: (DeliveryAddress & { phone: string }) | null;
}

export type PrefillField = "email" | "phone" | keyof DeliveryAddress;

/** The form's values, and which book address they came from (null when none). */
export function prefill(source: PrefillSource): { values: Partial<Record<PrefillField, string>>; addressId: number | null } {
  const picked = source.book.find((a) => a.id === source.chosen) ?? source.book.find((a) => a.isDefault) ?? null;
  const address: DeliveryAddress | null = picked ?? source.last;
  const values: Partial<Record<PrefillField, string>> = { email: source.email };
  const phone = source.mobilePhone?.trim() || source.last?.phone;
  if (phone) values.phone = phone;
  const firstName = address?.firstName || source.firstName.trim();
  if (firstName) values.firstName = firstName;
  if (address) {
    values.lastName = address.lastName;
    values.street = address.street;
    values.postalCode = address.postalCode;
    values.city = address.city;
  }
  return { values, addressId: picked?.id ?? null };
}
