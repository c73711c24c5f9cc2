/**
 * How long V8 lets a WebAssembly function run before it compiles it again with TurboFan, its optimising
 * compiler, for a process that runs PGlite (ADR 54).
 *
 * A little work in PGlite (migrations, a small seed, a table of 20,000 rows) runs one of PostgreSQL's largest
 * functions (105 KB of WebAssembly) past V8's default budget, and TurboFan then spends 2 s of CPU and 640 MB
 * of memory on that one function, in a background thread that the process waits for before it exits: in the
 * shop, the lake, each `npm run lake` command that opens the database and each test worker. It was more than
 * half of such a process's page faults (250,000 against 110,000 for a start and that table). Thirty times the
 * default budget leaves that function and other briefly used code in V8's baseline compiler. A process that
 * goes on to run queries still gets its hot functions optimised, that one too, and spends as much CPU a query
 * as before.
 */
import { setFlagsFromString } from "node:v8";

/** V8's `--wasm-tiering-budget` (its default: 13,000,000, "a rough approximation of bytes executed"). */
const PGLITE_WASM_TIERING_BUDGET = 400_000_000;

let raised = false;

/**
 * Raises the budget, once per process, before PGlite compiles its module; false when Node's command line
 * gives one (`node --wasm-tiering-budget=…`), which is left as it is.
 */
export function raiseWasmTieringBudget(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => arg.startsWith("--wasm-tiering-budget"))) return false;
  if (!raised) setFlagsFromString(`--wasm-tiering-budget=${PGLITE_WASM_TIERING_BUDGET}`);
  raised = true;
  return true;
}
