/**
 * The address book in PostgreSQL (table customer_addresses, migration 0008): every call is
 * scoped to the customer, so an id of someone else's address acts like no address at all.
 * Rows go with the account (foreign key, on delete cascade).
 */
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Database } from "#lib/db/client.server.ts";
import { customerAddresses, customers } from "#lib/db/schema.server.ts";
import type { MarketCode } from "#lib/markets/markets.ts";
import { ADDRESS_BOOK_LIMIT, type AddressInput, type SavedAddress } from "./address-book.ts";

export class AddressBookError extends Error {
  readonly code: "ADDRESS_BOOK_FULL" | "ADDRESS_NOT_FOUND";
  constructor(code: AddressBookError["code"], message: string) {
    super(message);
    this.name = "AddressBookError";
    this.code = code;
  }
}

const columns = {
  id: customerAddresses.id,
  market: customerAddresses.market,
  firstName: customerAddresses.firstName,
  lastName: customerAddresses.lastName,
  street: customerAddresses.street,
  postalCode: customerAddresses.postalCode,
  city: customerAddresses.city,
  isDefault: customerAddresses.isDefault,
};

/** The customer's addresses, the default first, then in the order they were added. */
export async function listAddresses(db: Database, customerId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select(columns)
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  return rows.map((r) => ({ ...r, market: r.market as MarketCode }));
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Only one default: the others lose it before this one takes it (a unique index holds the rule). */
async function clearDefault(tx: Tx, customerId: string, except?: number) {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.isDefault, true),
        except === undefined ? undefined : ne(customerAddresses.id, except),
      ),
    );
}

/** Adds an address; the first one becomes the default. Refused when the book is full. */
export async function addAddress(db: Database, customerId: string, input: AddressInput): Promise<SavedAddress[]> {
  await db.transaction(async (tx) => {
    // Two adds at once take turns on the customer's row, so the limit holds.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
    const [held] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    const n = held?.n ?? 0;
    if (n >= ADDRESS_BOOK_LIMIT)
      throw new AddressBookError("ADDRESS_BOOK_FULL", `An address book holds at most ${ADDRESS_BOOK_LIMIT} addresses.`);
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, customerId);
    await tx.insert(customerAddresses).values({ ...input, isDefault, customerId });
  });
  return listAddresses(db, customerId);
}

/** Changes an address (and makes it the default when asked); another customer's id is not found. */
export async function updateAddress(db: Database, customerId: string, id: number, input: AddressInput): Promise<SavedAddress[]> {
  await db.transaction(async (tx) => {
    if (input.isDefault) await clearDefault(tx, customerId, id);
    const changed = await tx
      .update(customerAddresses)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ id: customerAddresses.id });
    if (changed.length === 0) throw new AddressBookError("ADDRESS_NOT_FOUND", "No such address in this address book.");
  });
  return listAddresses(db, customerId);
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Database, customerId: string, id: number): Promise<SavedAddress[]> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (gone.length === 0) throw new AddressBookError("ADDRESS_NOT_FOUND", "No such address in this address book.");
    if (!gone[0]?.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.id))
      .limit(1);
    if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  });
  return listAddresses(db, customerId);
}
