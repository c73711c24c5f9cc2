/**
 * Housekeeping that each server process runs for itself (PGlite allows one
 * process, so no separate worker): once soon after it is first asked for, in the
 * background, then once a day. Scheduling is idempotent and cheap, so callers may
 * ask on every request; a job never throws into its caller and its timers never
 * keep the process alive. Jobs must be safe to run from several processes at once.
 */
export const DAILY_MS = 24 * 60 * 60 * 1000;

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
  const run = () => {
    try {
      job()
        .then((done) => {
          if (done) log.log(`${name}: ${done}`);
        })
        .catch((error: unknown) => log.error(`${name} failed:`, error));
    } catch (error) {
      log.error(`${name} failed:`, error);
    }
  };
  const timer = setInterval(run, DAILY_MS);
  timer.unref();
  scheduled.set(name, timer);
  setTimeout(run, 0).unref();
}

/** Stops a daily job (tests). */
export function stopDaily(name: string): void {
  clearInterval(scheduled.get(name));
  scheduled.delete(name);
}
