/**
 * The Content Lake's store: the documents of one dataset, their revisions and
 * the transactions that made them, in PostgreSQL (PGlite or a server). Every
 * commit is one database transaction, checked against the documents'
 * revisions first (ifRevisionID, publish's expected revisions), and announced
 * to subscribers afterwards with each document's state before and after, which
 * is what the listen API streams and what the shop will subscribe to.
 *
 * Reads are answered from an in-process copy kept in step with the commits,
 * so one lake process owns a dataset (as one PGlite folder has one process).
 */
import { resolve } from "node:path";
import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { evaluate } from "groq-js";
import type { DatabaseHandle } from "#lib/db/client.server.ts";
import { type Action, applyAction } from "../actions.ts";
import {
  type LakeDocument,
  listenFilter,
  matchesFilter,
  type Perspective,
  parseQuery,
  runQuery,
  viewOf,
  withSearchText,
} from "../groq.ts";
import {
  applyMutation,
  LakeError,
  type Mutation,
  type MutationResult,
  newTransactionId,
  timestampOf,
  type WorkingSet,
} from "../mutations.ts";
import { checkReleaseLock } from "../releases.ts";
import { lakeDocuments, lakeRevisions, lakeTransactions } from "./schema.ts";

export const LAKE_MIGRATIONS_DIR = resolve(import.meta.dirname, "migrations");
const MIGRATIONS_TABLE = "__lake_migrations";

/** Brings the lake's tables to the current schema (its own migrations, its own migrations table). */
export async function migrateLake(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: LAKE_MIGRATIONS_DIR, migrationsTable: MIGRATIONS_TABLE };
  if (handle.kind === "pglite") await migratePglite(handle.db as never, config);
  else await migratePostgres(handle.db as never, config);
}

export interface DocumentChange {
  id: string;
  /** The document before the transaction (undefined: it did not exist). */
  before: LakeDocument | undefined;
  /** The document after the transaction (undefined: it was deleted). */
  after: LakeDocument | undefined;
  /** The mutations that landed on this document, in order (an action's as the mutations it is made of). */
  mutations?: Mutation[];
}

export interface TransactionEvent {
  dataset: string;
  transactionId: string;
  timestamp: string;
  /** The user id that made the change. */
  author: string;
  changes: DocumentChange[];
  mutations: unknown[];
}

export type Commit = { kind: "mutations"; items: Mutation[] } | { kind: "actions"; items: Action[] };

export interface CommitOptions {
  author: string;
  transactionId?: string | undefined;
  dryRun?: boolean | undefined;
  /** Called with every change before anything is written; throws to refuse the transaction (permissions). */
  authorize?: ((change: DocumentChange) => Promise<void>) | undefined;
  now?: Date | undefined;
}

export interface CommitResult {
  transactionId: string;
  results: MutationResult[];
  changes: DocumentChange[];
}

export interface TransactionRecord {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  mutations: unknown[];
  effects: Record<string, { before: LakeDocument | null; after: LakeDocument | null }>;
}

export interface LakeStore {
  readonly dataset: string;
  getDocument(id: string): LakeDocument | undefined;
  getDocuments(ids: string[]): (LakeDocument | undefined)[];
  /** Every document of the dataset (all versions), as they are now. */
  all(): LakeDocument[];
  /** Every document once every commit asked for before has landed (a backup's consistent view). */
  snapshot(): Promise<LakeDocument[]>;
  query(
    query: string,
    options?: {
      params?: Record<string, unknown>;
      perspective?: Perspective;
      now?: Date;
      identity?: string;
      projectId?: string;
      /** A GROQ filter of the documents the asker may read (their grants); every document without it. */
      readable?: string;
    },
  ): Promise<unknown>;
  /** The documents (all versions, as stored) that pass a GROQ filter, e.g. a user's read grants. */
  readableDocuments(filter: string | undefined): Promise<LakeDocument[]>;
  commit(commit: Commit, options: CommitOptions): Promise<CommitResult>;
  /** Calls `listener` after every committed transaction; returns the unsubscribe function. */
  subscribe(listener: (event: TransactionEvent) => void): () => void;
  /** The documents as they were at a revision (a transaction id) or at a time. */
  historyDocuments(ids: string[], at: { revision: string } | { time: string }): Promise<LakeDocument[]>;
  /** The transactions that touched any of `ids`, oldest first (or newest first with reverse). */
  historyTransactions(
    ids: string[],
    options?: { reverse?: boolean; limit?: number; fromTime?: string; toTime?: string },
  ): Promise<TransactionRecord[]>;
  /** Writes documents (Sanity's NDJSON import) in one transaction when the dataset is still empty. */
  seedIfEmpty(documents: LakeDocument[], author?: string): Promise<boolean>;
}

export async function openLakeStore(handle: DatabaseHandle, dataset: string): Promise<LakeStore> {
  const { db } = handle;
  const documents = new Map<string, LakeDocument>();
  for (const row of await db.select({ doc: lakeDocuments.doc }).from(lakeDocuments).where(eq(lakeDocuments.dataset, dataset))) {
    const doc = row.doc as LakeDocument;
    documents.set(doc._id, doc);
  }
  const listeners = new Set<(event: TransactionEvent) => void>();
  const views = new Map<string, Promise<LakeDocument[]>>();
  const readableSets = new Map<string, Promise<LakeDocument[]>>();
  // Commits run one after another: each sees the documents the previous one left.
  let queue: Promise<unknown> = Promise.resolve();

  /** Readable documents by grant filter, evaluated once per filter and commit (the sets are cleared on every commit). */
  const readableDocuments = (filter: string | undefined): Promise<LakeDocument[]> => {
    if (!filter) return Promise.resolve([...documents.values()]);
    let docs = readableSets.get(filter);
    if (!docs) {
      const dataset = [...documents.values()];
      const tree = parseQuery(`*[${filter}]`);
      docs = (async () => (await (await evaluate(tree, { dataset })).get()) as LakeDocument[])();
      readableSets.set(filter, docs);
    }
    return docs;
  };

  // What a grant hides is hidden before the perspective is laid: an unreadable draft never stands in for its published document.
  // One computation per perspective, grant and commit, shared by the queries that ask meanwhile: a page's
  // draft render sends a dozen at once right after an edit, and each computed the whole view for itself.
  // A commit clears `views` (and `readableSets`), so a view begun before it serves only who already asked.
  const view = (perspective: Perspective, readable: string | undefined): Promise<LakeDocument[]> => {
    const key = `${JSON.stringify(perspective)} ${readable ?? ""}`;
    let docs = views.get(key);
    if (!docs) {
      const computed = readableDocuments(readable).then((documents) => withSearchText(viewOf(documents, perspective)));
      docs = computed;
      views.set(key, computed);
      computed.catch(() => {
        if (views.get(key) === computed) views.delete(key);
      });
    }
    return docs;
  };

  async function write(changes: DocumentChange[], event: Omit<TransactionEvent, "changes" | "dataset">): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(lakeTransactions)
        .values({
          dataset,
          id: event.transactionId,
          author: event.author,
          timestamp: event.timestamp,
          mutations: event.mutations,
          documentIds: changes.map((change) => change.id),
        })
        .returning({ seq: lakeTransactions.seq });
      const seq = row?.seq ?? 0;
      for (const { id, before, after } of changes) {
        if (after) {
          await tx
            .insert(lakeDocuments)
            .values({ dataset, id, type: after._type, rev: after._rev ?? event.transactionId, doc: after })
            .onConflictDoUpdate({
              target: [lakeDocuments.dataset, lakeDocuments.id],
              set: { type: after._type, rev: after._rev ?? event.transactionId, doc: after },
            });
        } else {
          await tx.delete(lakeDocuments).where(and(eq(lakeDocuments.dataset, dataset), eq(lakeDocuments.id, id)));
        }
        await tx.insert(lakeRevisions).values({
          dataset,
          documentId: id,
          rev: event.transactionId,
          previousRev: before?._rev ?? null,
          seq,
          timestamp: event.timestamp,
          doc: after ?? null,
        });
      }
    });
  }

  async function runCommit(commit: Commit, options: CommitOptions): Promise<CommitResult> {
    const transactionId = options.transactionId ?? newTransactionId();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(transactionId)) {
      throw new LakeError(400, "INVALID_TRANSACTION_ID", `Transaction id "${transactionId}" is not valid`, "mutationError");
    }
    const timestamp = timestampOf(options.now ?? new Date());
    const ctx = { transactionId, timestamp, coveredByRelease: new Set<string>(), releaseDocuments: new Set<string>() };
    const touched = new Map<string, LakeDocument | undefined>();
    const notes = new Map<string, Mutation[]>();
    const set: WorkingSet = {
      get: (id) => (touched.has(id) ? touched.get(id) : documents.get(id)),
      set: (id, doc) => void touched.set(id, doc),
      note: (id, mutation) => notes.set(id, [...(notes.get(id) ?? []), mutation]),
      async select(query, params) {
        const tree = listenFilter(query, params);
        const ids = new Set<string>([...documents.keys(), ...touched.keys()]);
        const picked: string[] = [];
        for (const id of ids) {
          const doc = set.get(id);
          if (doc && (await matchesFilter(tree, doc, params))) picked.push(id);
        }
        return picked;
      },
    };
    const results: MutationResult[] = [];
    for (const item of commit.items) {
      if (commit.kind === "mutations") results.push(...(await applyMutation(item as Mutation, set, ctx)));
      else results.push(...(await applyAction(item as Action, set, ctx)));
    }
    const changes: DocumentChange[] = [];
    for (const [id, after] of touched) {
      const before = documents.get(id);
      if (before === undefined && after === undefined) continue;
      changes.push({ id, before, after, mutations: notes.get(id) ?? [] });
    }
    for (const { id, after } of changes) {
      // The type is also a text column, which cannot hold a NUL; Sanity's types are names, so it is refused as a bad id is.
      if (after && (typeof after._type !== "string" || after._type.includes("\0"))) {
        throw new LakeError(400, "INVALID_TYPE", `Document "${id}" has an invalid _type`, "mutationError");
      }
    }
    for (const { id } of changes) checkReleaseLock(id, set, ctx);
    // What a release action changed as part of the release is allowed by the right to act on the release (ADR 38).
    if (options.authorize)
      for (const change of changes) if (!ctx.coveredByRelease.has(change.id)) await options.authorize(change);
    if (options.dryRun || changes.length === 0) return { transactionId, results, changes };
    const event = { transactionId, timestamp, author: options.author, mutations: commit.items as unknown[] };
    await write(changes, event);
    for (const { id, after } of changes) {
      if (after) documents.set(id, after);
      else documents.delete(id);
    }
    views.clear();
    readableSets.clear();
    const published: TransactionEvent = { ...event, dataset, changes };
    for (const listener of listeners) {
      try {
        listener(published);
      } catch (error) {
        console.error("lake: a transaction listener failed", error);
      }
    }
    return { transactionId, results, changes };
  }

  const store: LakeStore = {
    dataset,
    getDocument: (id) => documents.get(id),
    getDocuments: (ids) => ids.map((id) => documents.get(id)),
    all: () => [...documents.values()],
    snapshot() {
      const next = queue.then(() => [...documents.values()]);
      queue = next.catch(() => undefined);
      return next;
    },
    readableDocuments,
    async query(query, { params = {}, perspective = "raw", now, identity, projectId, readable } = {}) {
      return runQuery(await view(perspective, readable), query, {
        params,
        identity,
        ...(now ? { now } : {}),
        ...(projectId ? { sanity: { projectId, dataset } } : {}),
      });
    },
    commit(commit, options) {
      const next = queue.then(() => runCommit(commit, options));
      queue = next.catch(() => undefined);
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async historyDocuments(ids, at) {
      let seqLimit: number | undefined;
      let timeLimit: string | undefined;
      if ("revision" in at) {
        const [tx] = await db
          .select({ seq: lakeTransactions.seq })
          .from(lakeTransactions)
          .where(and(eq(lakeTransactions.dataset, dataset), eq(lakeTransactions.id, at.revision)))
          .limit(1);
        if (!tx) throw new LakeError(404, "REVISION_NOT_FOUND", `Revision "${at.revision}" not found`);
        seqLimit = tx.seq;
      } else {
        timeLimit = at.time;
      }
      const out: LakeDocument[] = [];
      for (const id of ids) {
        const [row] = await db
          .select({ doc: lakeRevisions.doc })
          .from(lakeRevisions)
          .where(
            and(
              eq(lakeRevisions.dataset, dataset),
              eq(lakeRevisions.documentId, id),
              seqLimit !== undefined ? lte(lakeRevisions.seq, seqLimit) : lte(lakeRevisions.timestamp, timeLimit as string),
            ),
          )
          .orderBy(desc(lakeRevisions.seq))
          .limit(1);
        if (row?.doc) out.push(row.doc as LakeDocument);
      }
      return out;
    },
    async historyTransactions(ids, { reverse = false, limit = 100, fromTime, toTime } = {}) {
      const revisions = await db
        .select()
        .from(lakeRevisions)
        .where(and(eq(lakeRevisions.dataset, dataset), inArray(lakeRevisions.documentId, ids)))
        .orderBy(reverse ? desc(lakeRevisions.seq) : asc(lakeRevisions.seq));
      const previous = new Map<string, LakeDocument | null>();
      // Effects need each document's state before every transaction: walk forwards, then order as asked.
      const forward = reverse ? [...revisions].reverse() : revisions;
      const bySeq = new Map<number, TransactionRecord>();
      const seqs = [...new Set(forward.map((row) => row.seq))];
      const txRows = seqs.length ? await db.select().from(lakeTransactions).where(inArray(lakeTransactions.seq, seqs)) : [];
      const txBySeq = new Map(txRows.map((row) => [row.seq, row]));
      for (const row of forward) {
        const tx = txBySeq.get(row.seq);
        if (!tx) continue;
        if (fromTime && tx.timestamp < fromTime) {
          previous.set(row.documentId, row.doc as LakeDocument | null);
          continue;
        }
        if (toTime && tx.timestamp > toTime) continue;
        let record = bySeq.get(row.seq);
        if (!record) {
          record = {
            id: tx.id,
            timestamp: new Date(tx.timestamp).toISOString(),
            author: tx.author,
            documentIDs: tx.documentIds,
            mutations: tx.mutations,
            effects: {},
          };
          bySeq.set(row.seq, record);
        }
        record.effects[row.documentId] = { before: previous.get(row.documentId) ?? null, after: row.doc as LakeDocument | null };
        previous.set(row.documentId, row.doc as LakeDocument | null);
      }
      const records = [...bySeq.values()];
      if (reverse) records.reverse();
      return records.slice(0, limit);
    },
    async seedIfEmpty(seed, author = "system") {
      if (documents.size > 0) return false;
      const [any] = await db
        .select({ id: lakeDocuments.id })
        .from(lakeDocuments)
        .where(eq(lakeDocuments.dataset, dataset))
        .limit(1);
      if (any) return false;
      await store.commit(
        { kind: "mutations", items: seed.map((doc) => ({ createOrReplace: { ...doc, _id: doc._id } })) },
        { author },
      );
      return true;
    },
  };
  return store;
}
