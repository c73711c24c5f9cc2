/**
 * Whether a database error means "the database is not there right now" (the
 * server is down, restarting, refusing connections or out of them), as opposed
 * to a query that is wrong. The first is answered 503 with Retry-After; the
 * second is a bug. Drizzle wraps the driver's error, so the cause chain is read.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  // postgres.js
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);
/** SQLSTATE: connection exceptions (08…), too many connections, admin or crash shutdown, starting up. */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57P01|57P02|57P03)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** Whether the database answers `select 1` within `timeoutMs` (for /readyz). */
export async function pingDatabase(db: { execute(query: string): Promise<unknown> }, timeoutMs = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      db.execute("select 1"),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
