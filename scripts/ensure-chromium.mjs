#!/usr/bin/env node
// The browser tests drive the system Chromium: test tools cannot download
// browsers on these machines. When it is missing, install Debian's package if
// we can (root with apt-get), else say in one line how to get it.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
}

if (executable(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && hasAptGet()) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get install chromium)…");
  const apt = (args) =>
    execFileSync("apt-get", args, {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["-q", "update"]);
  apt(["-q", "install", "-y", "--no-install-recommends", "chromium"]);
  if (executable(chromiumPath)) {
    console.log(`Chromium installed at ${chromiumPath}.`);
    process.exit(0);
  }
}
console.error(
  `Chromium not found at ${chromiumPath}: install it with \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH to a Chromium binary.`,
);
process.exit(1);
