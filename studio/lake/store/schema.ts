/**
 * The local Content Lake's tables. They live in the lake's own PGlite folder by
 * default, or beside the shop's tables when DATABASE_URL names a PostgreSQL
 * server (prefixed `lake_`, with their own migrations and migrations table, so
 * the shop's migration history never interleaves with the lake's).
 */
import { bigint, bigserial, customType, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A jsonb column for content, which may hold a NUL character (Sanity stores "a\u0000b"
 * as given) where jsonb cannot (`unsupported Unicode escape sequence`). Such a value is
 * kept as its JSON text in a jsonb string instead: documents and mutation lists are
 * objects and arrays, so a stored string is always this encoding, and every other value
 * is stored, and stays queryable, as before. Lossless either way: it reads back exactly.
 */
const contentJson = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => "jsonb",
    toDriver(value) {
      const text = JSON.stringify(value);
      // JSON.stringify writes a NUL as the escape \u0000 (a text merely spelling it out is encoded too, harmlessly).
      return text.includes("\\u0000") ? JSON.stringify(text) : text;
    },
    fromDriver(value) {
      // postgres-js hands over jsonb as text, PGlite parsed: one parse for the column, one for the encoding.
      let parsed = typeof value === "string" ? JSON.parse(value) : value;
      if (typeof parsed === "string") parsed = JSON.parse(parsed);
      return parsed as T;
    },
  })(name);

/** The current state of every document of every dataset: published, `drafts.*` and `versions.*` alike. */
export const lakeDocuments = pgTable(
  "lake_documents",
  {
    dataset: text("dataset").notNull(),
    id: text("id").notNull(),
    type: text("type").notNull(),
    rev: text("rev").notNull(),
    doc: contentJson<Record<string, unknown>>("doc").notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataset, t.id] }), index("lake_documents_type_idx").on(t.dataset, t.type)],
);

/** One row per committed transaction, in commit order (seq): what the history API and listeners replay. */
export const lakeTransactions = pgTable(
  "lake_transactions",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    dataset: text("dataset").notNull(),
    id: text("id").notNull(),
    author: text("author").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true, mode: "string" }).notNull(),
    mutations: contentJson<unknown[]>("mutations").notNull(),
    documentIds: contentJson<string[]>("document_ids").notNull(),
  },
  (t) => [index("lake_transactions_id_idx").on(t.dataset, t.id)],
);

/** Every revision a document has had (null after a delete), for history and restore. */
export const lakeRevisions = pgTable(
  "lake_revisions",
  {
    dataset: text("dataset").notNull(),
    documentId: text("document_id").notNull(),
    rev: text("rev").notNull(),
    previousRev: text("previous_rev"),
    /** The transaction (lake_transactions.seq) that made this revision. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true, mode: "string" }).notNull(),
    doc: contentJson<Record<string, unknown> | null>("doc"),
  },
  (t) => [
    primaryKey({ columns: [t.dataset, t.documentId, t.rev] }),
    index("lake_revisions_doc_idx").on(t.dataset, t.documentId, t.seq),
  ],
);

/** Local Studio users. The password is kept as a scrypt hash (salt and parameters inside). */
export const lakeUsers = pgTable("lake_users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/**
 * Sign-in state, by the SHA-256 of the secret (a leaked table reveals no usable token):
 * `token` rows are API tokens the Studio keeps in local storage; `sid` rows are the
 * one-time codes the sign-in page hands the Studio to exchange for a token.
 */
export const lakeSessions = pgTable(
  "lake_sessions",
  {
    secretHash: text("secret_hash").primaryKey(),
    kind: text("kind").$type<"token" | "sid">().notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => lakeUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [index("lake_sessions_user_idx").on(t.userId)],
);

/** Uploaded images and files, addressed by their asset document's id. */
export const lakeFiles = pgTable(
  "lake_files",
  {
    dataset: text("dataset").notNull(),
    assetId: text("asset_id").notNull(),
    mimeType: text("mime_type").notNull(),
    data: text("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataset, t.assetId] })],
);
