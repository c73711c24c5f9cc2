import { availableParallelism } from "node:os";

/**
 * Vitest's workers, the same in every project (vitest.config.ts, vitest.render.config.ts). Vitest's
 * default is one worker fewer than the cores: one on a two-core machine, where a test file often
 * waits on PostgreSQL, a lake process or a timer. One worker more than the cores keeps them busy
 * through those waits (two-core machine, `DATABASE_URL` set: 190 / 182 s with two workers, 178 / 174 s
 * with three; idle CPU 10.5 → 2.8 %). Each file's databases are its own (tests/integration/databases.ts),
 * so files run side by side safely.
 *
 * The render project is configured in a file of its own (Astro's `getViteConfig`) and inherits
 * nothing from the root: with Vitest's default of one worker, its files ran one at a time after
 * every other file, in a group of their own (Vitest puts an isolated one-worker project there),
 * about 50 s of a run's end on a two-core machine with one core idle.
 */
export const VITEST_WORKERS = availableParallelism() + 1;
