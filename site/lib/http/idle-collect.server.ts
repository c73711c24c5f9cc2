/**
 * A full garbage collection once a server process has had nothing to do for a while (issue 32 item 6,
 * ADR 41). V8 collects its old generation when the heap grows, not when the process goes quiet, so a
 * shop that has served a burst of pages keeps the garbage of that burst resident until the next burst:
 * 438 MB at rest against 293 MB after a full GC on the default start. One collection after a quiet spell
 * gives that back; it costs tens of milliseconds, at a moment when no request waits for it.
 */

/** How long without a request in flight counts as quiet. */
export const IDLE_COLLECT_MS = 15_000;

export interface IdleCollector {
  /** A request started: not quiet. */
  busy(): void;
  /** The last request in flight has ended (or the server has just started): collect if nothing comes for a while. */
  idle(): void;
  stop(): void;
}

/** Calls `collect` once per quiet spell of `idleMs`; the next spell begins with the next `idle()`. */
export function collectWhenIdle(collect: () => void, idleMs = IDLE_COLLECT_MS): IdleCollector {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    busy: clear,
    idle() {
      clear();
      timer = setTimeout(() => {
        timer = undefined;
        collect();
      }, idleMs);
      // A quiet process that is asked to stop does not wait for its collection.
      timer.unref?.();
    },
    stop: clear,
  };
}
