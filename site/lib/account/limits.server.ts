/**
 * Limits that follow the account, not the network (issue 26): better-auth counts sign-ins
 * per client address, so ten addresses guessed ten times as often, and a family behind the
 * guesser's address was locked out with it. Here sign-in attempts are counted per e-mail
 * address and reset mails per address they go to, in the database (every server process
 * counts together, DESIGN.md section 8), in fixed windows.
 */
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "#lib/db/client.server.ts";
import { scheduleDaily } from "#lib/db/daily-job.ts";
import { accountLimits } from "#lib/db/schema.server.ts";

export interface Limit {
  /** What is counted, part of the key. */
  purpose: string;
  max: number;
  windowSeconds: number;
}

/**
 * Sign-in attempts per account: ten in a quarter of an hour, from anywhere. A signed-in
 * owner starts the count again; a guesser who locks the account out locks it for at
 * most fifteen minutes, while a reset link still lets the owner in.
 */
export const SIGN_IN_PER_ACCOUNT: Limit = { purpose: "sign-in", max: 10, windowSeconds: 15 * 60 };
/** Reset mails to one address: three an hour, however many networks ask for them. */
export const RESET_MAILS_PER_ADDRESS: Limit = { purpose: "reset-mail", max: 3, windowSeconds: 60 * 60 };

export interface Count {
  allowed: boolean;
  /** Seconds until the window ends (Retry-After when not allowed). */
  retryAfter: number;
}

/** The key of an e-mail address for a purpose: hashed, so the table holds no addresses. */
function keyOf(limit: Limit, email: string): string {
  return `${limit.purpose}:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;
}

/**
 * Counts one attempt for `email` and says whether it is within the limit. One statement,
 * so parallel attempts (from many processes) never both slip under it.
 */
export async function hit(db: Database, limit: Limit, email: string, now = Date.now()): Promise<Count> {
  const windowMs = limit.windowSeconds * 1000;
  const expired = sql`${accountLimits.windowStart} <= ${now - windowMs}`;
  const [row] = await db
    .insert(accountLimits)
    .values({ key: keyOf(limit, email), count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: accountLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${accountLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${accountLimits.windowStart} end`,
      },
    })
    .returning({ count: accountLimits.count, windowStart: accountLimits.windowStart });
  const count = row?.count ?? 1;
  const windowStart = Number(row?.windowStart ?? now);
  return { allowed: count <= limit.max, retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** Forgets the count (the owner proved the password). */
export async function clear(db: Database, limit: Limit, email: string): Promise<void> {
  await db.delete(accountLimits).where(eq(accountLimits.key, keyOf(limit, email)));
}

/** Starts the daily drop of counters whose window has ended, in this process (site/lib/db/daily-job.ts). */
export function scheduleLimitsCleanup(database: () => Database): void {
  scheduleDaily("account limits cleanup", async () => {
    await pruneLimits(database());
    return null;
  });
}

/** Drops windows that ended before `before` (the daily cleanup). */
export async function pruneLimits(db: Database, before = Date.now() - 60 * 60 * 1000): Promise<void> {
  await db.delete(accountLimits).where(lt(accountLimits.windowStart, before));
}
