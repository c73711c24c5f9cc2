/**
 * The local Content Lake's HTTP API: the subset of Sanity's API the Studio
 * 6.9 and @sanity/client use (docs/adr/0012-local-content-lake.md lists it),
 * served over HTTP/2 with TLS (HTTP/1.1 for clients without it) from the same
 * origin as the built Studio under /studio.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import http2, { type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import { extname, join, normalize } from "node:path";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#lib/db/client.server.ts";
import { actionSchema } from "./actions.ts";
import { storeAsset } from "./assets.ts";
import {
  authorizeChange,
  canRead,
  checkCredentials,
  exchangeSessionId,
  issueSessionId,
  type LakeUser,
  listUsers,
  ROLE_GRANTS,
  ROLE_TITLES,
  readFilter,
  revokeToken,
  userForToken,
} from "./auth.ts";
import type { Certificate } from "./cert.ts";
import { type LakeClock, systemClock } from "./clock.ts";
import {
  GroqError,
  isVersionId,
  type LakeDocument,
  listenFilter,
  matchesFilter,
  paramsFromSearch,
  parsePerspective,
  publishedIdOf,
} from "./groq.ts";
import { LAKE_HEADERS, studioCsp } from "./headers.ts";
import { createLoginLimits, type LoginLimits } from "./login-limits.ts";
import { loginPage } from "./login-page.ts";
import { LakeError, mutationSchema, withArrayKeys } from "./mutations.ts";
import { lakeFiles } from "./store/schema.ts";
import type { LakeStore, TransactionEvent } from "./store/store.ts";

export interface LakeServerOptions {
  store: LakeStore;
  db: Database;
  projectId: string;
  certificate: Certificate;
  /**
   * The lake's own origin (`https://<projectId>.localhost:<port>`): asset URLs are built on it,
   * whatever host name an upload came through, so the shop knows them (LAKE_ORIGIN).
   */
  origin: () => string;
  /**
   * Origins besides the lake's own (the Studio it serves) that browsers may call the API from
   * with credentials: the shop's (SITE_URL), and any in LAKE_CORS_ORIGINS.
   */
  corsOrigins?: readonly string[];
  /** The built Studio (`sanity build` output with base path /studio); without it only the API is served. */
  studioDir?: string | undefined;
  /** Milliseconds between keep-alive comments on listener streams. */
  heartbeatMs?: number;
  /** The time GROQ's now() reads (./clock.ts): the system's, or one a test moves. */
  clock?: LakeClock;
  /** Wrong-password limits of the sign-in page (./login-limits.ts); one set per server by default. */
  loginLimits?: LoginLimits;
  log?: (line: string) => void;
}

type Request = Http2ServerRequest;
type Response = Http2ServerResponse;

interface Route {
  req: Request;
  res: Response;
  url: URL;
  /** The path after the API version prefix (`/v2025-02-19`), or the whole path. */
  path: string;
  apiVersion: string | undefined;
}

/** Project features the Studio turns tools on for: Content Releases, and scheduled drafts (single-document releases). */
const LAKE_FEATURES = ["contentReleases", "singleDocRelease"];
/** More releases than a dataset on Sanity may hold at once (ADR 38), and no limit for the organisation. */
const RELEASE_LIMITS = { datasetReleaseLimit: 1000, orgActiveReleaseLimit: null };

const MAX_JSON_BYTES = 10 * 1024 * 1024;
const MAX_ASSET_BYTES = 50 * 1024 * 1024;
const VERSION_PREFIX = /^\/v(\d+|\d{4}-\d{2}-\d{2}|X)(\/.*)?$/;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
};

function hostOf(headers: IncomingHttpHeaders): string {
  return String(headers[":authority"] ?? headers.host ?? "localhost");
}

/** Browsers' own origins on this machine: the only ones allowed to call the lake across origins. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (
      (protocol === "https:" || protocol === "http:") &&
      (hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]")
    );
  } catch {
    return false;
  }
}

function send(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers });
  res.end(text);
}

function sendError(res: Response, error: unknown, log: (line: string) => void): void {
  if (error instanceof LakeError) {
    send(res, error.status, {
      error: {
        code: error.code,
        message: error.message,
        description: error.message,
        type: error.type,
        ...(error.items ? { items: error.items } : {}),
      },
      statusCode: error.status,
    });
    return;
  }
  if (error instanceof GroqError) {
    send(res, 400, {
      error: { code: "QUERY_INVALID", message: error.message, description: error.message, type: "queryParseError" },
      statusCode: 400,
    });
    return;
  }
  if (error instanceof z.ZodError) {
    const message = error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
    send(res, 400, {
      error: { code: "INVALID_REQUEST", message, description: message, type: "validationError" },
      statusCode: 400,
    });
    return;
  }
  log(`lake: internal error: ${(error as Error)?.stack ?? error}`);
  send(res, 500, {
    error: { code: "INTERNAL", message: "Internal error", description: "Internal error", type: "httpError" },
    statusCode: 500,
  });
}

async function readBody(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new LakeError(413, "TOO_LARGE", `The request body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(req: Request): Promise<unknown> {
  const text = (await readBody(req, MAX_JSON_BYTES)).toString("utf8");
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new LakeError(400, "INVALID_JSON", "The request body is not valid JSON");
  }
}

const bearer = (headers: IncomingHttpHeaders) => {
  const value = headers.authorization;
  return typeof value === "string" && value.startsWith("Bearer ") ? value.slice(7).trim() : undefined;
};

/** Sanity's user object for /users/me and member lists. */
function userJson(user: LakeUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    provider: "local",
    role: user.role,
    roles: [{ name: user.role, title: ROLE_TITLES[user.role] }],
  };
}

/** A mutation event's effects as Mendoza patches: whole-document replacements ([0, value]) in both directions. */
export function effectsOf(before: LakeDocument | undefined, after: LakeDocument | undefined) {
  const strip = (doc: LakeDocument | undefined) => {
    if (!doc) return null;
    const { _rev, ...rest } = doc;
    return rest;
  };
  return { apply: [0, strip(after)], revert: [0, strip(before)] };
}

export function createLakeServer(options: LakeServerOptions): http2.Http2SecureServer {
  const {
    store,
    db,
    projectId,
    origin: lakeOrigin,
    corsOrigins = [],
    certificate,
    studioDir,
    heartbeatMs = 20_000,
    clock = systemClock,
    loginLimits = createLoginLimits(),
    log = (line) => console.log(line),
  } = options;
  const dataset = store.dataset;
  const studioIndex = studioDir ? join(studioDir, "index.html") : undefined;

  async function authenticate(req: Request): Promise<LakeUser | undefined> {
    const token = bearer(req.headers);
    return token ? userForToken(db, token) : undefined;
  }

  async function requireUser(req: Request): Promise<LakeUser> {
    const user = await authenticate(req);
    if (!user) throw new LakeError(401, "UNAUTHORIZED", "Unauthorized - Session not found (sign in to the Studio)");
    return user;
  }

  function checkDataset(name: string | undefined): void {
    if (name !== dataset) throw new LakeError(404, "DATASET_NOT_FOUND", `Dataset "${name}" not found`);
  }

  let studioPolicyFor: { mtimeMs: number; host: string; policy: string } | undefined;
  /** A shop on this machine, on any port: the Presentation tool's frame shows it (ADR 39). */
  const LOCAL_SHOPS = ["http://localhost:*", "https://localhost:*"];
  /** The Studio's CSP, with the hashes of its page's inline scripts; made again when the Studio is rebuilt. */
  function studioPolicy(index: string, host: string): string {
    const { mtimeMs } = statSync(index);
    if (studioPolicyFor?.mtimeMs !== mtimeMs || studioPolicyFor.host !== host) {
      // The Studio on `<projectId>.<host>` asks its pictures of `<host>` (studio-options.ts: the API host).
      const imageHost = host.startsWith(`${projectId}.`) ? host.slice(projectId.length + 1) : host;
      const policy = studioCsp(readFileSync(index, "utf8"), [...allowed, ...LOCAL_SHOPS], [`https://${imageHost}`]);
      studioPolicyFor = { mtimeMs, host, policy };
    }
    return studioPolicyFor.policy;
  }

  function serveStudio({ req, res, url }: Route): void {
    if (!studioDir || !studioIndex || !existsSync(studioIndex)) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("The Studio has not been built: run `npm run lake` (it builds it) or `npm run lake:build`.");
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname.slice("/studio".length)) || "/");
    let file = join(studioDir, relative);
    if (!file.startsWith(studioDir) || !existsSync(file) || statSync(file).isDirectory()) file = studioIndex;
    const immutable = file.includes(`${join(studioDir, "static")}/`) || file.includes(`${join(studioDir, "vendor")}/`);
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      // On every file of the Studio, not only its page: a worker runs under its own script's policy.
      "content-security-policy": studioPolicy(studioIndex, hostOf(req.headers)),
    });
    res.end(readFileSync(file));
  }

  /** The origin the sign-in page may send the browser back to: a Studio on this lake's own host and port. */
  function safeReturnOrigin(value: string | null, host: string): string | undefined {
    if (!value) return undefined;
    try {
      const target = new URL(value);
      const port = host.includes(":") ? host.slice(host.lastIndexOf(":") + 1) : "443";
      if (target.protocol !== "https:" || !isLocalOrigin(target.origin) || (target.port || "443") !== port) return undefined;
      return target.href;
    } catch {
      return undefined;
    }
  }

  async function login(route: Route): Promise<void> {
    const { req, res, url } = route;
    const host = hostOf(req.headers);
    const html = (status: number, page: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        ...headers,
      });
      res.end(page);
    };
    if (req.method === "GET") {
      const origin = safeReturnOrigin(url.searchParams.get("origin"), host) ?? `https://${host}/studio`;
      html(200, loginPage({ origin }));
      return;
    }
    if (req.method !== "POST") throw new LakeError(405, "METHOD_NOT_ALLOWED", "Use GET or POST");
    const requestOrigin = req.headers.origin;
    // `Origin: null` (a sandboxed frame, a redirect from elsewhere) is no origin of the lake's either.
    if (requestOrigin && URL.parse(requestOrigin)?.host !== host)
      throw new LakeError(403, "FORBIDDEN_ORIGIN", "Sign in from the lake's own page");
    const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString("utf8"));
    const origin = safeReturnOrigin(form.get("origin"), host) ?? `https://${host}/studio`;
    const email = form.get("email") ?? "";
    // The lake is reached directly (no proxy in front of it): the socket's address is the client's.
    const address = req.socket?.remoteAddress ?? "unknown";
    // Counted before the password is checked: parallel guesses cannot all pass one check.
    const waitMs = await loginLimits.attempt(email, address);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      log(`lake: sign-in for ${JSON.stringify(email)} from ${address} refused: too many wrong passwords`);
      html(
        429,
        loginPage({
          origin,
          email,
          error: `Too many wrong passwords. Wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`,
        }),
        { "retry-after": String(Math.ceil(waitMs / 1000)) },
      );
      return;
    }
    const user = await checkCredentials(db, email, form.get("password") ?? "");
    if (!user) {
      html(401, loginPage({ origin, email, error: "That email and password do not match an account." }));
      return;
    }
    await loginLimits.succeeded(email, address);
    const sid = await issueSessionId(db, user.id);
    const target = new URL(origin);
    target.hash = `sid=${sid}`;
    res.writeHead(303, { location: target.href, "cache-control": "no-store" });
    res.end();
  }

  function listen(route: Route, user: LakeUser): void {
    const { req, res, url } = route;
    const query = url.searchParams.get("query");
    if (!query) throw new LakeError(400, "QUERY_MISSING", "A listener needs a query");
    const params = paramsFromSearch(url.searchParams);
    const filter = listenFilter(query, params);
    const flag = (name: string, fallback: boolean) => {
      const value = url.searchParams.get(name);
      return value === null ? fallback : value === "true";
    };
    // Off unless asked for, as on Sanity: @sanity/client never sends `includeResult=false`, so the Studio's
    // listeners (Presentation's documents stream among them) rely on the default to get events without documents.
    const includeResult = flag("includeResult", false);
    const includePrevious = flag("includePreviousRevision", false);
    const includeMutations = flag("includeMutations", true);
    // Release versions reach a listener only when it asks for them, as on Sanity.
    const includeAllVersions = flag("includeAllVersions", false);
    const mendoza = url.searchParams.get("effectFormat") === "mendoza";
    const listenerName = createHash("sha1").update(`${Date.now()}${Math.random()}`).digest("hex").slice(0, 16);
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    });
    const write = (event: string, data: unknown, id?: string) =>
      res.write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    write("welcome", { listenerName });
    let chain = Promise.resolve();
    const onTransaction = (event: TransactionEvent) => {
      chain = chain.then(async () => {
        const matching: (TransactionEvent["changes"][number] & { transition: string })[] = [];
        const visible = async (doc: LakeDocument | undefined) =>
          doc !== undefined && (await canRead(user, doc)) && (await matchesFilter(filter, doc, params, user.id));
        for (const change of event.changes) {
          if (!includeAllVersions && isVersionId(change.id)) continue;
          const was = await visible(change.before);
          const is = await visible(change.after);
          if (!was && !is) continue;
          matching.push({ ...change, transition: was && is ? "update" : is ? "appear" : "disappear" });
        }
        matching.forEach((change, index) => {
          write(
            "mutation",
            {
              eventId: `${event.transactionId}#${change.id}`,
              documentId: change.id,
              transactionId: event.transactionId,
              transition: change.transition,
              identity: event.author,
              previousRev: change.before?._rev,
              resultRev: event.transactionId,
              timestamp: event.timestamp,
              visibility: "query",
              transactionTotalEvents: matching.length,
              transactionCurrentEvent: index + 1,
              ...(includeResult && change.after ? { result: change.after } : {}),
              ...(includePrevious && change.before ? { previous: change.before } : {}),
              // The mutations sent, as they landed on this document (an action's as the mutations it is made of).
              ...(includeMutations ? { mutations: change.mutations ?? [] } : {}),
              ...(mendoza ? { effects: effectsOf(change.before, change.after) } : {}),
            },
            `${event.transactionId}#${change.id}`,
          );
        });
      });
    };
    const unsubscribe = store.subscribe(onTransaction);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), heartbeatMs);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    req.on("close", close);
    res.on("close", close);
  }

  function liveEvents({ req, res }: Route): void {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    });
    res.write(`event: welcome\ndata: {}\n\n`);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), heartbeatMs);
    req.on("close", () => clearInterval(heartbeat));
  }

  async function data(route: Route, user: LakeUser): Promise<void> {
    const { req, res, url, path, apiVersion = "1" } = route;
    const [, , endpoint, name, ...rest] = path.split("/");
    checkDataset(name);
    switch (endpoint) {
      case "query": {
        let query = url.searchParams.get("query");
        let params = paramsFromSearch(url.searchParams);
        if (req.method === "POST") {
          const body = z
            .object({ query: z.string().min(1), params: z.record(z.string(), z.unknown()).optional() })
            .parse(await readJson(req));
          query = body.query;
          params = body.params ?? {};
        }
        if (!query) throw new LakeError(400, "QUERY_MISSING", "The query parameter is missing");
        const started = performance.now();
        const perspective = parsePerspective(url.searchParams.get("perspective"), apiVersion);
        const result = await store.query(query, {
          params,
          perspective,
          identity: user.id,
          projectId,
          readable: readFilter(user.role),
          now: clock(),
        });
        send(res, 200, { query, result, ms: Math.round(performance.now() - started) });
        return;
      }
      case "doc": {
        const ids = decodeURIComponent(rest.join("/")).split(",").filter(Boolean);
        if (ids.length === 0) throw new LakeError(400, "IDS_MISSING", "Name at least one document id");
        const readable = async (doc: LakeDocument | undefined) => (doc && (await canRead(user, doc)) ? doc : undefined);
        if (url.searchParams.get("includeAllVersions") === "true") {
          // Every version of the documents named: published, draft and each release's.
          const wanted = new Set(ids.map(publishedIdOf));
          const versions = store.all().filter((doc) => wanted.has(publishedIdOf(doc._id)));
          const documents = (await Promise.all(versions.map(readable))).filter((doc) => doc !== undefined);
          send(res, 200, { documents: documents.sort((a, b) => a._id.localeCompare(b._id)), omitted: [] });
          return;
        }
        const docs = await Promise.all(store.getDocuments(ids).map(readable));
        send(res, 200, {
          documents: docs.filter((doc): doc is LakeDocument => doc !== undefined),
          // A document the user may not read is reported as Sanity does: as missing, never as forbidden.
          omitted: ids.filter((_, i) => docs[i] === undefined).map((id) => ({ id, reason: "existence" })),
        });
        return;
      }
      case "mutate":
      case "actions": {
        if (req.method !== "POST") throw new LakeError(405, "METHOD_NOT_ALLOWED", "Use POST");
        const body = await readJson(req);
        const dryRun = url.searchParams.get("dryRun") === "true" || (body as { dryRun?: unknown })?.dryRun === true;
        const authorize = (change: Parameters<typeof authorizeChange>[1]) => authorizeChange(user, change);
        if (endpoint === "mutate") {
          const parsed = z
            .object({ mutations: z.array(mutationSchema).min(1), transactionId: z.string().optional() })
            .parse(body);
          const mutations =
            url.searchParams.get("autoGenerateArrayKeys") === "true" ? parsed.mutations.map(withArrayKeys) : parsed.mutations;
          const result = await store.commit(
            { kind: "mutations", items: mutations },
            { author: user.id, transactionId: parsed.transactionId, dryRun, authorize },
          );
          const returnDocuments = url.searchParams.get("returnDocuments") === "true";
          const after = new Map(result.changes.map((change) => [change.id, change.after]));
          // createIfNotExists on a document that exists changed nothing: the document returned is the one there.
          const documentOf = (id: string) => (after.has(id) ? after.get(id) : store.getDocument(id));
          send(res, 200, {
            transactionId: result.transactionId,
            results: result.results.map(({ id, operation }) => ({
              id,
              operation,
              ...(returnDocuments && documentOf(id) ? { document: documentOf(id) } : {}),
            })),
          });
          return;
        }
        const parsed = z.object({ actions: z.array(actionSchema).min(1), transactionId: z.string().optional() }).parse(body);
        const result = await store.commit(
          { kind: "actions", items: parsed.actions },
          { author: user.id, transactionId: parsed.transactionId, dryRun, authorize },
        );
        send(res, 200, { transactionId: result.transactionId });
        return;
      }
      case "listen":
        listen(route, user);
        return;
      case "export": {
        // Sanity's export endpoint: every document the user may read, as stored, one per line (`types=` narrows it).
        const types = url.searchParams.get("types")?.split(",").filter(Boolean);
        await store.snapshot();
        const docs = (await store.readableDocuments(readFilter(user.role))).filter(
          (doc) => !types?.length || types.includes(doc._type),
        );
        res.writeHead(200, { "content-type": "application/x-ndjson", "cache-control": "no-store" });
        for (const doc of docs) res.write(`${JSON.stringify(doc)}\n`);
        res.end();
        return;
      }
      case "history": {
        const [kind, idList = ""] = rest;
        const ids = decodeURIComponent(idList).split(",").filter(Boolean);
        if (kind === "documents") {
          const revision = url.searchParams.get("revision");
          const time = url.searchParams.get("time");
          if (url.searchParams.get("lastRevision") === "true") {
            send(res, 200, { documents: await store.historyDocuments(ids, { time: new Date().toISOString() }) });
            return;
          }
          if (!revision && !time) throw new LakeError(400, "REVISION_MISSING", "Give a revision or a time");
          send(res, 200, { documents: await store.historyDocuments(ids, revision ? { revision } : { time: time as string }) });
          return;
        }
        if (kind === "transactions") {
          const reverse = url.searchParams.get("reverse") === "true";
          const limit = Math.min(Number(url.searchParams.get("limit")) || 100, 1000);
          const excludeMutations = url.searchParams.get("excludeMutations") === "true";
          let records = await store.historyTransactions(ids, { reverse, limit: 10_000 });
          const toTransaction = url.searchParams.get("toTransaction");
          if (toTransaction) {
            const at = records.findIndex((record) => record.id === toTransaction);
            if (at >= 0) records = reverse ? records.slice(at) : records.slice(0, at + 1);
          }
          res.writeHead(200, { "content-type": "application/x-ndjson", "cache-control": "no-store" });
          for (const record of records.slice(0, limit)) {
            const effects: Record<string, unknown> = {};
            for (const [id, { before, after }] of Object.entries(record.effects)) {
              effects[id] = effectsOf(before ?? undefined, after ?? undefined);
            }
            res.write(
              `${JSON.stringify({
                id: record.id,
                timestamp: record.timestamp,
                author: record.author,
                documentIDs: record.documentIDs,
                effects,
                ...(excludeMutations ? {} : { mutations: record.mutations }),
              })}\n`,
            );
          }
          res.end();
          return;
        }
        if (kind === "events") {
          // The Studio's document timeline asks for Sanity's event log first; with none it reads the
          // transactions above instead (which the lake keeps), so an empty log loses nothing.
          send(res, 200, { events: {}, nextCursor: "" });
          return;
        }
        throw new LakeError(404, "NOT_FOUND", `No history endpoint "${kind}"`);
      }
      default:
        throw new LakeError(404, "NOT_FOUND", `No data endpoint "${endpoint}"`);
    }
  }

  async function assets(route: Route, user: LakeUser): Promise<void> {
    const { req, res, url, path } = route;
    const [, , kind, name] = path.split("/");
    checkDataset(name);
    if (req.method !== "POST" || (kind !== "images" && kind !== "files"))
      throw new LakeError(404, "NOT_FOUND", "No such asset endpoint");
    const body = await readBody(req, MAX_ASSET_BYTES);
    const param = (name: string) => url.searchParams.get(name) ?? undefined;
    const document = await storeAsset({
      store,
      db,
      kind,
      body,
      mimeType: typeof req.headers["content-type"] === "string" ? req.headers["content-type"] : undefined,
      filename: param("filename"),
      details: {
        label: param("label"),
        title: param("title"),
        description: param("description"),
        creditLine: param("creditLine"),
        sourceName: param("sourceName"),
        sourceId: param("sourceId"),
        sourceUrl: param("sourceUrl"),
      },
      origin: lakeOrigin(),
      projectId,
      author: user,
      authorize: (change) => authorizeChange(user, change),
    });
    send(res, 200, { document });
  }

  async function file(route: Route): Promise<void> {
    const { res, url } = route;
    const [, , project, name, fileName = ""] = url.pathname.split("/");
    if (project !== projectId) throw new LakeError(404, "NOT_FOUND", "No such file");
    checkDataset(name);
    const assetId = fileName.replace(/\.[a-z0-9]+$/i, "");
    const [row] = await db
      .select()
      .from(lakeFiles)
      .where(and(eq(lakeFiles.dataset, dataset), eq(lakeFiles.assetId, assetId)));
    if (!row) throw new LakeError(404, "NOT_FOUND", "No such file");
    const data = Buffer.from(row.data, "base64");
    res.writeHead(200, {
      "content-type": row.mimeType,
      // The shop keeps a file of known, modest size and streams any other through (lake-media.server.ts).
      "content-length": String(data.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.end(data);
  }

  async function api(route: Route): Promise<void> {
    const { req, res, path, url } = route;
    // Endpoints open before sign-in: the sign-in handshake itself and Studio housekeeping that carries no data.
    if (path === "/auth/providers") {
      send(res, 200, {
        providers: [{ name: "little-north", title: "Little North account", url: `https://${hostOf(req.headers)}/login` }],
        thirdPartyLogin: false,
        sso: {},
      });
      return;
    }
    if (path === "/auth/fetch") {
      const token = await exchangeSessionId(db, url.searchParams.get("sid") ?? "");
      if (!token) throw new LakeError(401, "SESSION_INVALID", "The sign-in code is unknown or has expired");
      send(res, 200, { token });
      return;
    }
    if (path === "/ping") {
      res.writeHead(200, { "content-type": "text/plain", "cache-control": "no-store" });
      res.end("PONG");
      return;
    }
    if (path === "/intake/batch") {
      // The Studio's telemetry: accepted and dropped, nothing leaves the machine.
      await readBody(req, MAX_JSON_BYTES);
      res.writeHead(204);
      res.end();
      return;
    }
    if (path === "/users/me") {
      const user = await authenticate(req);
      send(res, 200, user ? userJson(user) : {});
      return;
    }
    if (path === "/auth/logout") {
      const token = bearer(req.headers);
      if (token) await revokeToken(db, token);
      send(res, 200, { ok: true });
      return;
    }
    // Sanity's CORS probe, which @sanity/client asks when an event stream fails: the lake's CORS check is its own.
    if (path === "/check/cors") return send(res, 200, { result: { allowed: true, withCredentials: true } });
    // The Live Content API's published stream is open to anyone on Sanity, and the Presentation tool opens it
    // without a token (a 401 crashes the tool). Published content here is followed through listeners and the
    // shop's own change feed, so the stream says welcome and stays open; drafts (includeDrafts) need a user.
    if (path === `/data/live/events/${dataset}` && url.searchParams.get("includeDrafts") !== "true") return liveEvents(route);
    const user = await requireUser(req);
    // The drafts' stream, which the tool opens with the editor's token: drafts reach the tool through its documents
    // listener, so this one too only says welcome and stays open (a 404 here crashed the tool once the frame was open).
    if (path === `/data/live/events/${dataset}`) return liveEvents(route);
    if (path === "/auth/id") return send(res, 200, { id: user.id });
    if (path.startsWith("/data/")) return data(route, user);
    if (path.startsWith("/assets/")) return assets(route, user);
    if (path.startsWith("/users/me/keyvalue/")) {
      // Studio UI preferences (pane layouts, seen announcements): not kept, every key reads as unset.
      const keys = decodeURIComponent(path.slice("/users/me/keyvalue/".length)).split(",");
      send(
        res,
        200,
        keys.map((key) => ({ key, value: null })),
      );
      return;
    }
    if (path === "/users/me/keyvalue") {
      const body = z.array(z.object({ key: z.string(), value: z.unknown() })).parse(await readJson(req));
      send(res, 200, body);
      return;
    }
    const projectPath = path.match(/^\/projects\/([^/]+)(\/.*)?$/);
    if (projectPath) {
      if (projectPath[1] !== projectId) throw new LakeError(404, "PROJECT_NOT_FOUND", `Project "${projectPath[1]}" not found`);
      const sub = projectPath[2] ?? "";
      if (sub === "") {
        const members = (await listUsers(db)).map((member) => ({
          id: member.id,
          role: member.role,
          roles: [{ name: member.role, title: ROLE_TITLES[member.role] }],
          isCurrentUser: member.id === user.id,
          isRobot: false,
        }));
        send(res, 200, {
          id: projectId,
          displayName: "Little North",
          studioHost: null,
          isBlocked: false,
          isDisabled: false,
          isDisabledByUser: false,
          metadata: { color: "#2276fc" },
          members,
          features: [],
          pendingInvites: 0,
          organizationId: null,
          createdAt: "2026-01-01T00:00:00Z",
        });
        return;
      }
      if (sub === "/datasets") {
        send(res, 200, url.searchParams.get("datasetProfile") ? [] : datasetList());
        return;
      }
      if (sub === `/datasets/${dataset}/acl`) return send(res, 200, ROLE_GRANTS[user.role]);
      if (sub === "/grants") return send(res, 200, {});
      if (sub === "/features") return send(res, 200, LAKE_FEATURES);
      // The Studio asks before it creates a release; the lake sets no limit of its own.
      if (sub === "/new-content-release-allowed") {
        const active = store.all().filter((doc) => doc._type === "system.release" && doc.state === "active").length;
        return send(res, 200, { data: { ...RELEASE_LIMITS, orgMeteredActiveReleaseCount: active } });
      }
      if (sub === "/user-applications") return send(res, 200, []);
      const users = sub.match(/^\/users\/(.+)$/);
      if (users) return sendUsers(res, users[1] as string, user);
      throw new LakeError(404, "NOT_FOUND", `No project endpoint "${sub}"`);
    }
    if (path === "/features") return send(res, 200, LAKE_FEATURES);
    // @sanity/client's datasets.list() on the project's own host.
    if (path === "/datasets" && req.method === "GET") return send(res, 200, datasetList());
    const users = path.match(/^\/users\/(.+)$/);
    if (users) return sendUsers(res, users[1] as string, user);
    if (path.startsWith("/schedules/")) return send(res, 200, { schedules: [] });
    if (path === "/help") return send(res, 200, {});
    // Sanity's upsell and announcement feeds ("journey"): there is nothing to sell here.
    if (path.startsWith("/journey/")) return send(res, 200, null);
    throw new LakeError(404, "NOT_FOUND", `The local Content Lake has no endpoint ${path}`);
  }

  /** The project's datasets as Sanity lists them: this lake serves one. */
  function datasetList() {
    return [
      {
        name: dataset,
        aclMode: "private",
        createdAt: null,
        createdByUserId: null,
        addonFor: null,
        datasetProfile: "content",
        features: [],
        tags: [],
      },
    ];
  }

  /** Users by id, for avatars and "edited by": an e-mail address only to an administrator, or to its owner. */
  async function sendUsers(res: Response, list: string, viewer: LakeUser): Promise<void> {
    const wanted = decodeURIComponent(list).split(",");
    const all = await listUsers(db);
    const found = all
      .filter((u) => wanted.includes(u.id))
      .map((u) => ({
        id: u.id,
        displayName: u.name,
        ...(viewer.role === "administrator" || viewer.id === u.id ? { email: u.email } : {}),
        imageUrl: null,
        familyName: null,
        givenName: null,
      }));
    send(res, 200, wanted.length === 1 && !list.includes(",") ? (found[0] ?? null) : found);
  }

  const allowed = new Set(corsOrigins.map((value) => URL.parse(value)?.origin).filter((value) => value !== undefined));
  /** The Studio this lake serves (its own origins, on its own port) and the origins it was given: no other. */
  function allowedOrigin(origin: string, req: Request): boolean {
    if (allowed.has(origin)) return true;
    const parsed = URL.parse(origin);
    if (parsed?.protocol !== "https:" || !isLocalOrigin(origin)) return false;
    const own = [`${projectId}.localhost`, "localhost", "127.0.0.1", "[::1]"];
    // The port this request reached (a browser sets Host; the socket's own port where the stream exposes it).
    const host = hostOf(req.headers);
    const port = req.socket?.localPort ?? Number(host.slice(host.lastIndexOf(":") + 1));
    return own.includes(parsed.hostname) && Number(parsed.port || 443) === port;
  }

  async function handle(req: Request, res: Response): Promise<void> {
    const host = hostOf(req.headers);
    const url = new URL(req.url ?? "/", `https://${host}`);
    for (const [name, value] of Object.entries(LAKE_HEADERS)) res.setHeader(name, value);
    const origin = typeof req.headers.origin === "string" ? req.headers.origin : undefined;
    if (origin && allowedOrigin(origin, req)) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-allow-credentials", "true");
      res.setHeader("vary", "origin");
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
        "access-control-allow-headers": String(req.headers["access-control-request-headers"] ?? "authorization, content-type"),
        "access-control-max-age": "7200",
      });
      res.end();
      return;
    }
    const match = url.pathname.match(VERSION_PREFIX);
    const route: Route = { req, res, url, path: match ? (match[2] ?? "/") : url.pathname, apiVersion: match?.[1] };
    try {
      if (!match) {
        if (url.pathname === "/" || url.pathname === "") {
          res.writeHead(302, { location: "/studio" });
          res.end();
          return;
        }
        if (url.pathname === "/studio" || url.pathname.startsWith("/studio/")) return serveStudio(route);
        if (url.pathname === "/login") return await login(route);
        if (url.pathname.startsWith("/images/") || url.pathname.startsWith("/files/")) return await file(route);
        throw new LakeError(404, "NOT_FOUND", `Nothing at ${url.pathname}`);
      }
      await api(route);
    } catch (error) {
      sendError(res, error, log);
    }
  }

  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true }, (req, res) => {
    handle(req, res).catch((error) => sendError(res, error, log));
  });
  // A browser tab that goes away must not leave a stream behind.
  server.on("sessionError", () => {});
  return server;
}
