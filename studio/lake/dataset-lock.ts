/**
 * One lake per dataset on a PostgreSQL server. The folder lock (./dir-lock.ts) keeps
 * two processes off one LAKE_DIR, but two lakes with different folders and the same
 * DATABASE_URL open the same lake tables: each keeps the documents in memory and
 * writes them back whole, so each overwrote the other's edits from its stale copy.
 * A session-level advisory lock, keyed on the project and dataset and held on a
 * connection of its own for the lake's lifetime, lets only the first one serve it;
 * PostgreSQL lets go of it when that connection ends, so a killed lake leaves nothing
 * behind. (PGlite is in the lake's own process: its folder lock covers it.)
 */
import postgres from "postgres";

export interface DatasetLock {
  release(): Promise<void>;
}

/**
 * Takes the dataset's lock on `url`'s database; undefined when another session holds
 * it. Throws what the connection throws (a server that does not answer: the caller tries
 * again). A connection lost later calls `onLost`.
 */
export async function lockDataset(url: string, key: string, onLost: (error: Error) => void): Promise<DatasetLock | undefined> {
  const sql = postgres(url, { max: 1, idle_timeout: 0, onnotice: () => {}, connection: { application_name: "lake lock" } });
  let released = false;
  try {
    const session = await sql.reserve();
    const [row] = await session<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtext(${`lake:${key}`})) as locked`;
    if (!row?.locked) {
      session.release();
      await sql.end({ timeout: 1 });
      return undefined;
    }
    // The lock lives as long as this session: a query now and then notices when it ended.
    const timer = setInterval(() => {
      session`select 1`.catch((error: Error) => {
        if (released) return;
        clearInterval(timer);
        onLost(error);
      });
    }, 5000);
    timer.unref();
    return {
      async release() {
        released = true;
        clearInterval(timer);
        session.release();
        await sql.end({ timeout: 1 });
      },
    };
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    throw error;
  }
}
