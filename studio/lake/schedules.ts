/**
 * Scheduled releases run on the lake: a release scheduled for a time is published
 * by the lake at that time (within a tick, a quarter of a second), as one transaction
 * like a publish by hand. The schedule is the release document itself (state
 * `scheduled`, `publishAt`), kept in the dataset: a lake that was down when a release
 * was due publishes it on its first tick after start, and only once, since publishing
 * moves the release out of `scheduled` in the same transaction.
 */
import type { LakeClock } from "./clock.ts";
import { RELEASE_TYPE } from "./releases.ts";
import type { LakeStore } from "./store/store.ts";

/** The author the lake's own transactions carry (the Studio shows it as an unknown user). */
const SCHEDULER = "system";
const TICK_MS = 250;

export interface Scheduler {
  /** Publishes every scheduled release that is due; the ids of those published. */
  tick(): Promise<string[]>;
  stop(): void;
}

/** The ids of scheduled releases due at `now`. */
export function dueReleases(store: LakeStore, now: Date): string[] {
  return store
    .all()
    .filter(
      (doc) =>
        doc._type === RELEASE_TYPE &&
        doc.state === "scheduled" &&
        typeof doc.publishAt === "string" &&
        Date.parse(doc.publishAt) <= now.getTime(),
    )
    .map((doc) => String(doc.name));
}

export function startScheduler({
  store,
  clock,
  log,
  tickMs = TICK_MS,
}: {
  store: LakeStore;
  clock: LakeClock;
  log: (line: string) => void;
  tickMs?: number;
}): Scheduler {
  let running: Promise<string[]> | undefined;
  const failed = new Map<string, number>();
  const run = async () => {
    const published: string[] = [];
    for (const releaseId of dueReleases(store, clock())) {
      // A release that failed to publish (its versions conflict with a lock) is tried again, but not every tick.
      if ((failed.get(releaseId) ?? 0) > Date.now()) continue;
      try {
        const result = await store.commit(
          { kind: "actions", items: [{ actionType: "lake.release.publishScheduled", releaseId }] },
          { author: SCHEDULER, now: clock() },
        );
        if (result.changes.length > 0) {
          published.push(releaseId);
          log(`lake: scheduled release "${releaseId}" published (${result.changes.length - 1} documents)`);
        }
        failed.delete(releaseId);
      } catch (error) {
        failed.set(releaseId, Date.now() + 30_000);
        log(`lake: scheduled release "${releaseId}" could not be published: ${(error as Error).message}`);
      }
    }
    return published;
  };
  const tick = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return {
    tick,
    stop: () => clearInterval(timer),
  };
}
