#!/usr/bin/env node
// The registry mirror these machines use lacks most non-linux-x64 builds of
// native packages (rolldown, biome, the Astro compiler). `npm install` then
// leaves those optional platform packages out of package-lock.json, and
// `npm ci` refuses the lockfile as out of sync. A lockfile written against the
// public registry lists every platform package with its os/cpu/libc, and npm
// skips the ones that do not match the machine. This script restores those
// entries, so the committed lockfile is the one the public registry would give.
// Run it after every `npm install` that changes the lockfile (see docs/adr/0002).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "openharmony", "win32"];
const CPU = { arm64: "arm64", x64: "x64", arm: "arm", ppc64: "ppc64", s390x: "s390x", wasm32: "wasm32", ia32: "ia32" };

// Platform packages name their target (`cli-darwin-arm64`, `binding-linux-x64-musl`);
// the name is the fallback when the mirror has no copy of the package at all.
function platformFromName(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc = parts.includes("musl") ? "musl" : parts.includes("gnu") && os === "linux" ? "glibc" : undefined;
  return { os, cpu, libc };
}

function platformOf(name) {
  try {
    const out = execFileSync("npm", ["view", name, "os", "cpu", "libc", "license", "--json"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return JSON.parse(out || "{}");
  } catch {
    return platformFromName(name);
  }
}

// Where Node would find `name` from the package at `parentPath`: the nearest
// node_modules folder walking up, as npm's own layout relies on.
function resolvedEntry(parentPath, name) {
  let dir = parentPath;
  while (true) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut === -1 ? "" : dir.slice(0, cut);
  }
}

const EXACT = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!EXACT.test(version)) continue; // ranges are npm's to resolve; platform builds are pinned
    const found = resolvedEntry(path, name);
    if (found && packages[found].version === version) continue;
    const target = found ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const meta = platformOf(name);
    if (!meta.os && !meta.cpu) continue; // not a platform package: leave it to npm
    packages[target] = {
      version,
      ...(meta.cpu ? { cpu: [].concat(meta.cpu) } : {}),
      ...(meta.libc ? { libc: [].concat(meta.libc) } : {}),
      ...(meta.license ? { license: meta.license } : {}),
      optional: true,
      ...(meta.os ? { os: [].concat(meta.os) } : {}),
    };
    added++;
    console.log(`stub ${target}@${version}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform package entries added`);
