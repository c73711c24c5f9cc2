/**
 * Sanity's mutations (create, createIfNotExists, createOrReplace, delete,
 * patch) applied to a transaction's working copy of the documents. Patch
 * operations (set, setIfMissing, unset, inc, dec, insert, diffMatchPatch) are
 * applied by @sanity/mutator, the code the Studio itself uses for them; the
 * server's own rules (ids, conflicts, revisions, system fields) are here.
 */
import { randomBytes } from "node:crypto";
import { Mutation as MutatorMutation } from "@sanity/mutator";
import { z } from "zod";
import type { LakeDocument } from "./groq.ts";

export type LakeErrorType = "mutationError" | "actionError" | "queryParseError" | "validationError" | "httpError";

/** An error the HTTP API returns as `{error: {code, message, description, type, items?}}` with its status. */
export class LakeError extends Error {
  override readonly name = "LakeError";
  readonly status: number;
  readonly code: string;
  readonly type: LakeErrorType;
  readonly items: { error: { description: string; type: string; id?: string } }[] | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    type: LakeErrorType = "httpError",
    items?: { error: { description: string; type: string; id?: string } }[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.type = type;
    this.items = items;
  }
}

export function conflict(description: string, id: string, type: LakeErrorType = "mutationError"): LakeError {
  return new LakeError(409, "CONFLICT", `The mutation(s) failed: ${description}`, type, [
    { error: { description, type: "documentConflict", id } },
  ]);
}

const documentSchema = z.looseObject({ _id: z.string().optional(), _type: z.string().min(1) });
const selectionSchema = z.union([
  z.looseObject({ id: z.union([z.string().min(1), z.array(z.string().min(1))]) }),
  z.looseObject({ query: z.string().min(1), params: z.record(z.string(), z.unknown()).optional() }),
]);

export const mutationSchema = z.union([
  z.object({ create: documentSchema }),
  z.object({ createIfNotExists: documentSchema.extend({ _id: z.string().min(1) }) }),
  z.object({ createOrReplace: documentSchema.extend({ _id: z.string().min(1) }) }),
  z.object({ delete: selectionSchema }),
  z.object({ patch: selectionSchema.and(z.looseObject({ ifRevisionID: z.string().optional() })) }),
]);
export type Mutation = z.infer<typeof mutationSchema>;

const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** A transaction id, which also becomes the `_rev` of every document it changes (22 characters, as Sanity's). */
export function newTransactionId(): string {
  return randomBytes(16).toString("base64url");
}

/** A document id for `create` without one; `drafts.` (an id ending in a dot) asks for one under that prefix. */
export function newDocumentId(prefix = ""): string {
  return `${prefix}${randomBytes(16).toString("base64url").replace(/[-_]/g, "x")}`;
}

export function checkId(id: string): string {
  if (!ID_PATTERN.test(id) || id.includes("..")) {
    throw new LakeError(400, "INVALID_ID", `Document id "${id}" is not valid`, "mutationError");
  }
  return id;
}

/** Sanity's timestamps have whole seconds. */
export function timestampOf(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export interface WorkingSet {
  /** The document as this transaction sees it now (undefined when absent). */
  get(id: string): LakeDocument | undefined;
  set(id: string, doc: LakeDocument | undefined): void;
  /** Records a mutation as it landed on one document (its id resolved), for listeners' `mutations`. */
  note?(id: string, mutation: Mutation): void;
  /** Ids of the documents (as this transaction sees them) a query-selection picks. */
  select(query: string, params: Record<string, unknown>): Promise<string[]>;
}

export interface MutationResult {
  id: string;
  operation: "create" | "update" | "delete" | "none";
}

interface Context {
  transactionId: string;
  timestamp: string;
}

function stamp(doc: Record<string, unknown>, previous: LakeDocument | undefined, ctx: Context): LakeDocument {
  const { _rev: _ignoredRev, _updatedAt: _ignoredUpdated, _createdAt: createdAt, ...rest } = doc;
  return {
    ...(rest as LakeDocument),
    _createdAt: (previous?._createdAt as string | undefined) ?? (typeof createdAt === "string" ? createdAt : ctx.timestamp),
    _updatedAt: ctx.timestamp,
    _rev: ctx.transactionId,
  };
}

async function selectedIds(selection: z.infer<typeof selectionSchema>, set: WorkingSet): Promise<string[]> {
  if ("id" in selection) {
    const id = selection.id as string | string[];
    return Array.isArray(id) ? id : [id];
  }
  return set.select(selection.query as string, (selection.params ?? {}) as Record<string, unknown>);
}

/** Applies one mutation to the working set; the results name what happened to each document. */
export async function applyMutation(mutation: Mutation, set: WorkingSet, ctx: Context): Promise<MutationResult[]> {
  if ("create" in mutation) {
    const given = mutation.create._id;
    const id = checkId(!given ? newDocumentId() : given.endsWith(".") ? newDocumentId(given) : given);
    if (set.get(id)) throw conflict(`Document by ID "${id}" already exists`, id);
    set.set(id, stamp({ ...structuredClone(mutation.create), _id: id }, undefined, ctx));
    set.note?.(id, { create: { ...mutation.create, _id: id } });
    return [{ id, operation: "create" }];
  }
  if ("createIfNotExists" in mutation) {
    const id = checkId(mutation.createIfNotExists._id);
    if (set.get(id)) return [{ id, operation: "none" }];
    set.set(id, stamp(structuredClone(mutation.createIfNotExists), undefined, ctx));
    set.note?.(id, mutation);
    return [{ id, operation: "create" }];
  }
  if ("createOrReplace" in mutation) {
    const id = checkId(mutation.createOrReplace._id);
    const previous = set.get(id);
    set.set(id, stamp(structuredClone(mutation.createOrReplace), previous, ctx));
    set.note?.(id, mutation);
    return [{ id, operation: previous ? "update" : "create" }];
  }
  if ("delete" in mutation) {
    const ids = await selectedIds(mutation.delete, set);
    return ids.map((id) => {
      const existed = set.get(id) !== undefined;
      set.set(id, undefined);
      if (existed) set.note?.(id, { delete: { id } });
      return { id, operation: existed ? "delete" : "none" };
    });
  }
  const { ifRevisionID, ...patch } = mutation.patch;
  const ids = await selectedIds(mutation.patch, set);
  const results: MutationResult[] = [];
  for (const id of ids) {
    const current = set.get(id);
    if (!current) {
      if ("query" in patch) continue;
      throw new LakeError(404, "DOCUMENT_NOT_FOUND", `The mutation(s) failed: Document "${id}" not found`, "mutationError", [
        { error: { description: `Document "${id}" not found`, type: "documentNotFoundError", id } },
      ]);
    }
    if (ifRevisionID !== undefined && current._rev !== ifRevisionID) {
      throw conflict(`Document "${id}" has unexpected revision ID ("${current._rev}"), expected "${ifRevisionID}"`, id);
    }
    const { query: _query, params: _params, ...operations } = patch as Record<string, unknown>;
    const next = new MutatorMutation({ mutations: [{ patch: { ...structuredClone(operations), id } as never }] }).apply(
      structuredClone(current) as never,
    ) as LakeDocument | null;
    if (!next) throw new LakeError(400, "INVALID_PATCH", `The patch on "${id}" removed the document`, "mutationError");
    // A patch never moves or retypes a document.
    set.set(id, stamp({ ...next, _id: current._id, _type: next._type || current._type }, current, ctx));
    set.note?.(id, { patch: { ...structuredClone(operations), id, ...(ifRevisionID ? { ifRevisionID } : {}) } });
    results.push({ id, operation: "update" });
  }
  return results;
}

/** A `_key` as Sanity makes them: 12 random hex characters, unique within its array in practice. */
function arrayKey(): string {
  return randomBytes(6).toString("hex");
}

/** Objects in arrays without a `_key` get one, at any depth (`autoGenerateArrayKeys=true`). */
function keyArrays(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => keyArrays(item, true));
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = keyArrays(item);
  if (inArray && typeof out._key !== "string") out._key = arrayKey();
  return out;
}

const PATCH_VALUES = ["set", "setIfMissing", "insert"] as const;

/** A mutation with every array item of what it writes keyed, as Sanity's `autoGenerateArrayKeys` does. */
export function withArrayKeys(mutation: Mutation): Mutation {
  if ("create" in mutation) return { create: keyArrays(mutation.create) as typeof mutation.create };
  if ("createIfNotExists" in mutation) {
    return { createIfNotExists: keyArrays(mutation.createIfNotExists) as typeof mutation.createIfNotExists };
  }
  if ("createOrReplace" in mutation) {
    return { createOrReplace: keyArrays(mutation.createOrReplace) as typeof mutation.createOrReplace };
  }
  if ("patch" in mutation) {
    const patch: Record<string, unknown> = { ...mutation.patch };
    for (const operation of PATCH_VALUES) {
      const given = patch[operation];
      if (!given || typeof given !== "object") continue;
      if (operation === "insert") {
        const insert = given as { items?: unknown };
        patch.insert = { ...insert, items: Array.isArray(insert.items) ? keyArrays(insert.items) : insert.items };
      } else {
        // Each value set at a path: an array is keyed, and an object set as an array item is keyed too.
        patch[operation] = Object.fromEntries(
          Object.entries(given).map(([path, item]) => [path, keyArrays(item, /\]$/.test(path))]),
        );
      }
    }
    return { patch: patch as typeof mutation.patch };
  }
  return mutation;
}
