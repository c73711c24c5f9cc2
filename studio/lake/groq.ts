/**
 * GROQ as the Content Lake answers it, evaluated by groq-js: perspectives
 * (which of a document's published, draft and release versions a query sees),
 * `$params` (also inside slices, which groq-js only takes as constants), and
 * `text::query()`, which the Studio's list and search panes use and groq-js
 * does not implement (see rewriteTextQuery).
 */
import { randomBytes } from "node:crypto";
import { type ExprNode, evaluate, parse } from "groq-js";
import { onlyTypeOf } from "#lib/content/groq-scope.ts";

export interface LakeDocument {
  _id: string;
  _type: string;
  _rev?: string;
  [field: string]: unknown;
}

export type Perspective = "raw" | "published" | "drafts" | "previewDrafts" | string[];

export class GroqError extends Error {
  override readonly name = "GroqError";
}

export const DRAFTS_PREFIX = "drafts.";
export const VERSIONS_PREFIX = "versions.";

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX);
}

/** The id of the published document a draft or release version belongs to. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) return id.slice(id.indexOf(".", VERSIONS_PREFIX.length) + 1);
  return id;
}

/** The release a `versions.<release>.<id>` document belongs to. */
export function releaseOf(id: string): string | undefined {
  return isVersionId(id) ? id.slice(VERSIONS_PREFIX.length, id.indexOf(".", VERSIONS_PREFIX.length)) : undefined;
}

/**
 * Parses `perspective=` as the HTTP API takes it: one name or a comma-separated
 * stack of release names ending in `drafts` or `published`. Without one, API
 * versions from 2025-02-19 on read `published`, older ones `raw`.
 */
export function parsePerspective(value: string | null | undefined, apiVersion: string): Perspective {
  if (!value) return apiVersion >= "2025-02-19" || apiVersion === "X" ? "published" : "raw";
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 1) {
    const [name] = names as [string];
    if (name === "raw" || name === "published" || name === "drafts" || name === "previewDrafts") return name;
  }
  if (names.length === 0 || names.some((name) => !/^[A-Za-z0-9_-]+$/.test(name))) {
    throw new GroqError(`Invalid perspective "${value}"`);
  }
  return names;
}

/**
 * The documents a perspective sees. Layered perspectives (`drafts`, a release
 * stack) show each document once, as its highest-priority version, under its
 * published id, with `_originalId` naming the version shown; a version that
 * unpublishes its document (`_system.delete`) hides it.
 */
export function viewOf(documents: readonly LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === "raw") return documents as LakeDocument[];
  if (perspective === "published") return documents.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id));
  const layers = perspective === "drafts" || perspective === "previewDrafts" ? ["drafts"] : perspective;
  const rank = (id: string): number => {
    if (isDraftId(id)) return layers.indexOf("drafts");
    const release = releaseOf(id);
    if (release) return layers.indexOf(release);
    return layers.length;
  };
  const chosen = new Map<string, { doc: LakeDocument; rank: number }>();
  for (const doc of documents) {
    const r = rank(doc._id);
    if (r < 0) continue;
    const key = publishedIdOf(doc._id);
    const current = chosen.get(key);
    if (!current || r < current.rank) chosen.set(key, { doc, rank: r });
  }
  return [...chosen.values()]
    .filter(({ doc }) => (doc._system as { delete?: unknown } | undefined)?.delete !== true)
    .map(({ doc }) => ({ ...doc, _id: publishedIdOf(doc._id), _originalId: doc._id }));
}

/** `$name` query-string parameters, each a JSON value, as @sanity/client sends them. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new GroqError(`Parameter "${key}" is not valid JSON`);
    }
  }
  return params;
}

/**
 * The field under which each document's text is searchable (see withSearchText); stripped from
 * every result. Its name changes with every process and a query naming it is refused, so no query
 * can read or filter by it: only the rewrite of `text::query()` reaches it.
 */
const SEARCH_TEXT = `_lakeSearchText${randomBytes(6).toString("hex")}`;

/**
 * Sanity's `[@, _id] match text::query("term*")` searches every string in the
 * document. groq-js has no text::query and matches no object, so that query is
 * rewritten: `@` on the left of a `match` whose pattern is text::query reads a
 * field holding all the document's strings, and text::query(q) becomes the
 * pattern q, with each `-term` turned into a `!(… match "term")` beside it.
 * Every other `match` is left to groq-js as written (`tags[@ match "b*"]`).
 */
export function rewriteTextQuery(node: ExprNode): ExprNode {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== "object") return value;
    const n = value as ExprNode & Record<string, unknown>;
    if (n.type === "OpCall" && n.op === "match") {
      const right = n.right as ExprNode;
      if (right.type === "FuncCall" && right.namespace === "text" && right.name === "query") {
        const left = searchable(walk(n.left) as ExprNode);
        const [arg] = right.args;
        if (arg?.type === "Value" && typeof arg.value === "string") return textQueryMatch(left, arg.value);
        return { ...n, left, right: walk(arg ?? { type: "Value", value: "" }) } as ExprNode;
      }
      return { ...n, left: walk(n.left), right: walk(right) } as ExprNode;
    }
    if (n.type === "FuncCall" && n.namespace === "text" && n.name === "query") {
      return walk(n.args[0] ?? { type: "Value", value: "" });
    }
    if ((n.type === "AccessAttribute" && n.name === SEARCH_TEXT) || (n.type === "Value" && n.value === SEARCH_TEXT)) {
      throw new GroqError("A query cannot name the lake's search field");
    }
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(n)) copy[key] = walk(child);
    return copy;
  };
  return walk(node) as ExprNode;
}

/** Sanity refuses a query that names a parameter it was not given; groq-js would read it as null. */
function checkParameters(node: unknown, params: Record<string, unknown>): void {
  if (Array.isArray(node)) {
    for (const item of node) checkParameters(item, params);
    return;
  }
  if (!node || typeof node !== "object") return;
  const n = node as { type?: unknown; name?: unknown };
  if (n.type === "Parameter" && typeof n.name === "string" && !Object.hasOwn(params, n.name)) {
    throw new GroqError(`param $${n.name} referenced, but not provided`);
  }
  for (const child of Object.values(node)) checkParameters(child, params);
}

const searchText: ExprNode = { type: "AccessAttribute", name: SEARCH_TEXT };

function searchable(left: ExprNode): ExprNode {
  if (left.type === "This") return searchText;
  if (left.type === "Array") {
    return {
      ...left,
      elements: left.elements.map((element) => (element.value.type === "This" ? { ...element, value: searchText } : element)),
    };
  }
  return left;
}

function textQueryMatch(left: ExprNode, query: string): ExprNode {
  const tokens = query.match(/-?"[^"]*"|\S+/g) ?? [];
  const positive = tokens.filter((t) => !t.startsWith("-")).map((t) => t.replace(/"/g, ""));
  const negative = tokens.filter((t) => t.startsWith("-") && t.length > 1).map((t) => t.slice(1).replace(/"/g, ""));
  let expr: ExprNode = {
    type: "OpCall",
    op: "match",
    left,
    right: { type: "Value", value: positive.length ? positive.join(" ") : "*" },
  };
  for (const term of negative) {
    expr = {
      type: "And",
      left: expr,
      right: { type: "Not", base: { type: "OpCall", op: "match", left, right: { type: "Value", value: term } } },
    };
  }
  return expr;
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!key.startsWith("_") || key === "_id") collectStrings(item, out);
  }
}

/** A copy of the documents that text::query can search (see rewriteTextQuery). */
export function withSearchText(documents: readonly LakeDocument[]): LakeDocument[] {
  return documents.map((doc) => {
    const strings: string[] = [];
    collectStrings(doc, strings);
    return { ...doc, [SEARCH_TEXT]: strings.join(" ") };
  });
}

function stripSearchText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSearchText);
  if (!value || typeof value !== "object") return value;
  if (!(SEARCH_TEXT in value)) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const next = stripSearchText(item);
      if (next !== item) changed = true;
      out[key] = next;
    }
    return changed ? out : value;
  }
  const { [SEARCH_TEXT]: _omit, ...rest } = value as Record<string, unknown>;
  return stripSearchText(rest);
}

export interface QueryOptions {
  params?: Record<string, unknown>;
  /** GROQ's now(); injectable so tests and scheduled content are deterministic. */
  now?: Date;
  /** The user asking: what `identity()` answers. */
  identity?: string | undefined;
  /** What `sanity::projectId()` and `sanity::dataset()` answer. */
  sanity?: { projectId: string; dataset: string } | undefined;
}

export function parseQuery(query: string, params: Record<string, unknown> = {}): ExprNode {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    throw new GroqError((error as Error).message);
  }
  checkParameters(tree, params);
  return rewriteTextQuery(tree);
}

/** Runs one GROQ query over documents already seen through a perspective (with search text, see withSearchText). */
export async function runQuery(documents: readonly LakeDocument[], query: string, options: QueryOptions = {}): Promise<unknown> {
  const params = options.params ?? {};
  const tree = parseQuery(query, params);
  // A query that can see one type gets only its documents: the same answer, without groq-js
  // walking every other document (drafts, assets, users' and releases' documents too).
  const type = onlyTypeOf(query);
  try {
    const value = await evaluate(tree, {
      dataset: (type ? documents.filter((doc) => doc._type === type) : documents) as LakeDocument[],
      params,
      timestamp: options.now ?? new Date(),
      ...(options.identity ? { identity: options.identity } : {}),
      ...(options.sanity ? { sanity: options.sanity } : {}),
    });
    return stripSearchText(await value.get());
  } catch (error) {
    throw new GroqError((error as Error).message);
  }
}

/** Whether one document passes a GROQ filter (the part inside `*[…]`), as listeners and grants need. */
export async function matchesFilter(
  tree: ExprNode,
  doc: LakeDocument,
  params: Record<string, unknown> = {},
  identity?: string,
): Promise<boolean> {
  const value = await evaluate(tree, { dataset: [doc], params, ...(identity ? { identity } : {}) });
  const result = await value.get();
  return Array.isArray(result) && result.length === 1;
}

/** The filter tree of a listener's `*[filter]` (projections after it are ignored, as Sanity does). */
export function listenFilter(query: string, params: Record<string, unknown>): ExprNode {
  const tree = parseQuery(query, params);
  let node: ExprNode = tree;
  while (node.type !== "Filter" && "base" in node && node.base) node = node.base as ExprNode;
  if (node.type === "Everything") return { type: "Filter", base: node, expr: { type: "Value", value: true } };
  if (node.type !== "Filter") throw new GroqError('A listener query must be a filter such as *[_type == "perk"]');
  return { type: "Filter", base: { type: "Everything" }, expr: node.expr };
}
