/**
 * The exit code of a lake whose folder (LAKE_DIR) or PostgreSQL dataset another process
 * holds. Starting it again cannot help while that one runs, so `npm start`
 * (scripts/supervise.ts) reports it and does not.
 */
export const LAKE_IN_USE_EXIT = 3;
