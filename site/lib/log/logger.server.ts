/**
 * The shop's structured log (pino, one JSON object a line on stdout). Tokens,
 * cookies and personal fields are redacted wherever they appear in a logged
 * object, and errors are serialized without the query parameters Drizzle puts
 * into its messages (they hold names, addresses and cart tokens).
 */
import pino from "pino";
import { config } from "#lib/config.server.ts";

const PERSONAL = ["email", "phone", "firstName", "lastName", "street", "postalCode", "city", "address"];
const SECRETS = [
  "cartToken",
  "checkoutToken",
  "token",
  "password",
  "authorization",
  "cookie",
  "set-cookie",
  "params",
  "parameters",
];

/** Redaction paths: the fields at the top level and up to two levels down, and request and response headers. */
export const REDACT_PATHS = [
  ...[...PERSONAL, ...SECRETS].flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  'req.headers["x-forwarded-for"]',
];

const PARAMS = /\nparams: [^\n]*(?:\n(?! {4}at ).*)*/;

/** An error message or stack without the `params: …` Drizzle appends to a failed query. */
export function withoutParams(text: string): string {
  return text.replace(PARAMS, "\nparams: [redacted]");
}

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

/** An error as it may be logged: type, message, code and stack; never its data fields (query params, PostgreSQL `detail`). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack ? { stack: withoutParams(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 4 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

const STDOUT = Symbol.for("littlenorth.log-stdout");

/**
 * Standard output, one destination for every log of the process. Each had its own: when the pipe was full, one
 * held its lines back while another wrote on, and a request's line came out after the process's "stopped". It is
 * kept on globalThis because the built shop holds a copy of this module beside the server's (scripts/serve.mjs).
 */
function standardOutput(): pino.DestinationStream {
  const shared = globalThis as { [STDOUT]?: pino.DestinationStream };
  shared[STDOUT] ??= pino.destination({ dest: 1, sync: true });
  return shared[STDOUT];
}

export function createLogger(destination: pino.DestinationStream = standardOutput()): pino.Logger {
  const options: pino.LoggerOptions = {
    level: config().LOG_LEVEL || "info",
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();

export interface AccessLine {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number;
  ms: number;
  aborted: boolean;
}

/** A path as the access log keeps it: at most 300 characters, a password-reset token replaced. */
export function accessPath(pathname: string): string {
  return pathname.slice(0, 300).replace(/(\/reset-password\/)[^/]+/i, "$1[redacted]");
}

/**
 * The access log: one line per answer, with only the fields of `AccessLine`, which
 * hold no personal data (the path is cut before its query). It skips the redaction
 * of the shop's log: searching every line for forty fields to redact took a
 * quarter of the server's time per static file (bench/static.mjs, ADR 18).
 */
export function createAccessLog(destination: pino.DestinationStream = standardOutput()): (line: AccessLine) => void {
  const options: pino.LoggerOptions = { level: config().LOG_LEVEL || "info", base: { pid: process.pid } };
  const log = pino(options, destination);
  return (line) => log.info({ ...line, path: accessPath(line.path) }, "request");
}

/** The log of one request: every line carries its id (set by the server in front, echoed as X-Request-Id). */
export function requestLogger(request: Request): pino.Logger {
  const id = request.headers.get("x-request-id");
  return id ? logger.child({ reqId: id }) : logger;
}
