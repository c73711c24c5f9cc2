// How fast this machine is at what the test suite spends its time on (scripts/machine-speed.ts), the median of
// several readings: set a stop's figures against another stop's machine with it (bench/README.md, stop 60).
//
//   node bench/machine.mjs              # median of 5 readings of each
//   node bench/machine.mjs --runs 9
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { describeMachine, measureMachine } from "../scripts/machine-speed.ts";
import { arg, median } from "./lib.mjs";

const runs = Number(arg("--runs", 5));
const speed = measureMachine({ runs, mebibytes: 256 });
// A bare Node.js start: the suite starts hundreds (Vitest's workers, the CLI runs of the lake's tests, the shops).
const nodeStart = median(
  Array.from({ length: runs }, () => {
    const began = performance.now();
    spawnSync(process.execPath, ["-e", "0"], { env: { PATH: process.env.PATH } });
    return performance.now() - began;
  }),
);
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`);
console.log(`median of ${runs}: ${describeMachine(speed)}, node -e 0 ${nodeStart.toFixed(0)} ms`);
