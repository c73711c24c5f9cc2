/**
 * Accounts (issue 16, docs/adr/0017-accounts-with-better-auth.md): better-auth's
 * tables under the shop's names (customers, sessions, accounts, verifications,
 * rate limits), the customer's consents and the local mail outbox. better-auth
 * reads and writes them through its Drizzle adapter (site/lib/account/auth.server.ts).
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** better-auth's `user`: one row per customer. `name` is better-auth's own field; the shop shows firstName. */
export const customers = pgTable("customers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name").notNull().default(""),
  mobilePhone: text("mobile_phone"),
  createdAt: stamp("created_at").notNull().defaultNow(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: stamp("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** better-auth's `account`: the credential (password hash) of a customer. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: stamp("access_token_expires_at"),
    refreshTokenExpiresAt: stamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: stamp("expires_at").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

/** better-auth's rate limiter, in the database so that every server process counts together. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The shop's own attempt counters (issue 26): sign-ins per account and reset mails per
 * address, whatever network they come from. better-auth's table above counts per client
 * address and prunes rows older than its longest window (a minute), so these windows of a
 * quarter or a whole hour keep their own table. `key` is a purpose and a hash, never an address.
 */
export const accountLimits = pgTable("account_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  /** When this window started (ms since the epoch); a hit after it ends starts a new one. */
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/** A customer's consents (specification 3: `{id, value}`); `memberTerms` true makes a member. */
export const customerConsents = pgTable(
  "customer_consents",
  {
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    consentId: text("consent_id").notNull(),
    value: boolean("value").notNull(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.consentId] })],
);

/** Mail the shop would send, kept here when SMTP_URL is unset (docs/adr/0017): developers and tests read it. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to)],
);
