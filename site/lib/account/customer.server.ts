/**
 * The customer record in the database: better-auth's `customers` row plus the
 * consents, read into the specification's shape (section 3), and the changes the
 * account calls make. Every function takes the database, so tests run them on
 * PGlite and PostgreSQL.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { type Config, config } from "#lib/config.server.ts";
import type { Database } from "#lib/db/client.server.ts";
import { customerConsents, customers, mailOutbox } from "#lib/db/schema.server.ts";
import type { Consent, Customer } from "./customer.ts";
import { DEFAULT_MAIL_FROM, deliver } from "./smtp.server.ts";

export async function getCustomer(db: Database, id: string): Promise<Customer | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) return null;
  const consents = await db
    .select({ id: customerConsents.consentId, value: customerConsents.value })
    .from(customerConsents)
    .where(eq(customerConsents.customerId, id))
    .orderBy(asc(customerConsents.consentId));
  return {
    data: {
      id: row.id,
      attributes: { email: row.email, firstName: row.firstName, mobilePhone: row.mobilePhone ?? null, consents },
    },
  };
}

/** Stores consents as given (a later value replaces an earlier one). */
export async function setConsents(db: Database, customerId: string, consents: readonly Consent[]): Promise<void> {
  if (consents.length === 0) return;
  await db
    .insert(customerConsents)
    .values(consents.map((c) => ({ customerId, consentId: c.id, value: c.value })))
    .onConflictDoUpdate({
      target: [customerConsents.customerId, customerConsents.consentId],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

export async function updateProfile(
  db: Database,
  customerId: string,
  profile: { firstName: string; mobilePhone: string | null },
): Promise<void> {
  await db
    .update(customers)
    .set({ firstName: profile.firstName, name: profile.firstName, mobilePhone: profile.mobilePhone, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: "welcome" | "password-reset" | "verify-email" | "account-exists";
}

/**
 * Sends a mail: always kept in the outbox table (`npm run outbox`, and
 * /api/dev/outbox for developers), and delivered over SMTP when SMTP_URL is set.
 */
export async function sendMail(db: Database, mail: Mail, env: Pick<Config, "SMTP_URL" | "MAIL_FROM"> = config()): Promise<void> {
  await db.insert(mailOutbox).values(mail);
  if (env.SMTP_URL) await deliver(env.SMTP_URL, env.MAIL_FROM || DEFAULT_MAIL_FROM, mail);
}

/** The outbox, newest first: for developers (`npm run outbox`) and tests. */
export function outbox(db: Database, to?: string) {
  const query = db.select().from(mailOutbox);
  return (to ? query.where(and(eq(mailOutbox.to, to))) : query).orderBy(sql`${mailOutbox.id} desc`).limit(50);
}
