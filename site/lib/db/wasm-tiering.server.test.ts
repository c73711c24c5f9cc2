import { setFlagsFromString } from "node:v8";
import { afterAll, describe, expect, it } from "vitest";
import { raiseWasmTieringBudget } from "./wasm-tiering.server.ts";

/**
 * `(func $loop (param $n i32) (result i32) (local $sum i32) (loop (sum += n; n -= 1; br_if n)) sum)`:
 * one small function, so that what V8 does with a hot one can be seen alone.
 */
const LOOP_MODULE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  ...[0x01, 0x06, 0x01, 0x60, 0x01, 0x7f, 0x01, 0x7f], // type: (i32) -> i32
  ...[0x03, 0x02, 0x01, 0x00], // one function of that type
  ...[0x07, 0x08, 0x01, 0x04, 0x6c, 0x6f, 0x6f, 0x70, 0x00, 0x00], // exported as "loop"
  ...[0x0a, 0x1b, 0x01, 0x19, 0x01, 0x01, 0x7f, 0x03, 0x40], // its code: one i32 local, a loop
  ...[0x20, 0x01, 0x20, 0x00, 0x6a, 0x21, 0x01, 0x20, 0x00, 0x41, 0x01, 0x6b, 0x22, 0x00, 0x0d, 0x00, 0x0b],
  ...[0x20, 0x01, 0x0b],
]);

describe("raiseWasmTieringBudget", () => {
  afterAll(() => setFlagsFromString("--no-allow-natives-syntax"));

  it("leaves a budget given on Node's command line", () => {
    expect(raiseWasmTieringBudget(["--wasm-tiering-budget=5000000"])).toBe(false);
    expect(raiseWasmTieringBudget([])).toBe(true);
  });

  it("keeps a function that runs past V8's default budget in the baseline compiler", async () => {
    raiseWasmTieringBudget([]);
    // V8's own test functions; the Function constructor's code is parsed now, with the flag on.
    setFlagsFromString("--allow-natives-syntax");
    const isLiftoff = new Function("f", "return %IsLiftoffFunction(f)") as (f: unknown) => boolean;
    const isTurboFan = new Function("f", "return %IsTurboFanFunction(f)") as (f: unknown) => boolean;
    const { instance } = await WebAssembly.instantiate(LOOP_MODULE);
    const loop = instance.exports.loop as (n: number) => number;
    // Two million rounds, about 34 million bytes of code run: past V8's default budget (13 million), well
    // within the raised one. With the default, TurboFan compiles it again in the background within milliseconds.
    for (let i = 0; i < 20; i++) expect(loop(100_000)).toBe(705_082_704);
    await new Promise((done) => setTimeout(done, 300));
    expect(isTurboFan(loop)).toBe(false);
    expect(isLiftoff(loop)).toBe(true);
  });
});
