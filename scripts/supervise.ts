/**
 * Keeps a child process running for `npm start` (scripts/start.mjs): the local Content
 * Lake. A child that ends without being asked is started again after a pause that
 * doubles while it keeps failing soon after its start (1 s, 2 s, 4 s … 30 s) and is back
 * to the shortest once it ran a while; after several quick failures in a row it is left
 * stopped (a lake that fails at once every time is broken, not unlucky), and each
 * step is reported. A child that ends with one of `finalCodes` (the lake's folder or
 * dataset held by another lake) is never started again: that one would hold it still.
 */
import type { ChildProcess } from "node:child_process";

export interface SuperviseOptions {
  /** The child's name in the reports: "the local Content Lake". */
  name: string;
  start(): ChildProcess;
  /** Whether a message from the child says it is up (its restarts are reported as back). */
  isReady(message: unknown): boolean;
  /** Every message of every child, the first one's included. */
  onMessage?(message: unknown): void;
  log(line: string): void;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran shorter than this failed "quickly". */
  healthyAfterMs?: number;
  /** Quick failures in a row after which it is no longer started. */
  maxQuickFailures?: number;
  /** Exit codes that say starting it again cannot help, each with what it means. */
  finalCodes?: Record<number, string>;
}

export interface Supervisor {
  /** The child running now (or the last one). */
  readonly child: ChildProcess;
  /** How many times it was started again. */
  readonly restarts: number;
  /** Whether it was given up: after failing quickly too often, or ending with one of `finalCodes`. */
  readonly gaveUp: boolean;
  /** Ends the child with `signal` and starts no other; resolves once it exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function supervise(options: SuperviseOptions): Supervisor {
  const { name, log, minDelayMs = 1000, maxDelayMs = 30_000, healthyAfterMs = 30_000, maxQuickFailures = 5 } = options;
  let child: ChildProcess;
  let restarts = 0;
  let quickFailures = 0;
  let delay = minDelayMs;
  let stopped = false;
  let gaveUp = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    const started = Date.now();
    const current = options.start();
    child = current;
    current.on("message", (message) => {
      options.onMessage?.(message);
      if (restarts > 0 && options.isReady(message)) log(`${name} is back (pid ${current.pid}, restart ${restarts})`);
    });
    current.once("exit", (code, signal) => {
      if (stopped) return;
      const quick = Date.now() - started < healthyAfterMs;
      quickFailures = quick ? quickFailures + 1 : 0;
      delay = quick ? delay : minDelayMs;
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      const final = code === null ? undefined : options.finalCodes?.[code];
      if (final) {
        gaveUp = true;
        log(`${name} stopped (${how}: ${final}): not starting it again`);
        return;
      }
      if (quickFailures >= maxQuickFailures) {
        gaveUp = true;
        log(`${name} stopped (${how}), the ${quickFailures}th time in a row soon after its start: not starting it again`);
        return;
      }
      log(`${name} stopped unexpectedly (${how}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(() => {
        restarts++;
        run();
      }, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  run();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    get gaveUp() {
      return gaveUp;
    },
    stop(signal = "SIGTERM") {
      stopped = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((done) => child.once("exit", () => done()));
      child.kill(signal);
      return exited;
    },
  };
}
