/**
 * Housekeeping that each server process runs for itself (PGlite allows one
 * process, so no separate worker), scheduled when the server starts
 * (site/lib/server-start.server.ts): first a minute or two after the start, then once a
 * day. The first run waits because a process starts before its database may answer
 * (PostgreSQL still starting), and the random part keeps the workers of one machine
 * from running the same DELETE at the same moment; a failed run is tried again
 * after five minutes rather than a day. Scheduling twice under one name is a no-op;
 * a job never throws into its caller and its timers never keep the process alive.
 * Jobs must be safe to run from several processes at once.
 */
export const DAILY_MS = 24 * 60 * 60 * 1000;
/** The first run comes between one and two minutes after scheduling. */
export const FIRST_RUN_MS = 60_000;
export const RETRY_MS = 5 * 60_000;

const scheduled = new Map<string, ReturnType<typeof setInterval>>();

/**
 * Runs `job` soon and then daily under `name`. The job answers what it did, in
 * words for the log, or null when there was nothing to do.
 */
export function scheduleDaily(
  name: string,
  job: () => Promise<string | null>,
  log: Pick<Console, "log" | "error"> = console,
): void {
  if (scheduled.has(name)) return;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // A schedule stopped (and maybe made again under its name) runs nothing more.
  const live = () => scheduled.get(name) === timer;
  const failed = (error: unknown) => {
    log.error(`${name} failed (next try in ${RETRY_MS / 60_000} minutes):`, error);
    if (retry === undefined && live()) {
      retry = setTimeout(() => {
        retry = undefined;
        if (live()) run();
      }, RETRY_MS);
      retry.unref();
    }
  };
  const run = () => {
    try {
      job()
        .then((done) => {
          if (done) log.log(`${name}: ${done}`);
        })
        .catch(failed);
    } catch (error) {
      failed(error);
    }
  };
  const timer = setInterval(run, DAILY_MS);
  timer.unref();
  scheduled.set(name, timer);
  setTimeout(() => live() && run(), FIRST_RUN_MS + Math.random() * FIRST_RUN_MS).unref();
}

/** Stops a daily job (tests). */
export function stopDaily(name: string): void {
  clearInterval(scheduled.get(name));
  scheduled.delete(name);
}
