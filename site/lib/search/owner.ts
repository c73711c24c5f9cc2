/**
 * Whose recent searches and clicks these are: a signed-in customer, else the
 * anonymous visitor's cookie. One text key, so that accounts (customers) need no
 * change to the tables: `customer:{id}` or `visitor:{token}`.
 */
export interface SearchShopper {
  /** The anonymous visitor's random cookie value. */
  visitor?: string | null | undefined;
  /** The signed-in customer's id, once accounts exist. */
  customer?: string | null | undefined;
}

/** The owner key of a shopper, or null when the shopper has neither a customer id nor a visitor cookie. */
export function ownerKey({ visitor, customer }: SearchShopper): string | null {
  if (customer) return `customer:${customer}`;
  if (visitor) return `visitor:${visitor}`;
  return null;
}
