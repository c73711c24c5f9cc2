#!/usr/bin/env node
// The browser tests drive the system's Chromium: test tools cannot download browsers on
// these machines. They drive Debian's old headless shell (package chromium-headless-shell,
// the build Playwright itself uses for headless runs): a third less CPU than the full
// browser in headless mode, the same engine (ADR 42). When it is missing, install the
// package if we can (root with apt-get), else say in one line how to get it.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/** The browser Playwright drives; CHROMIUM_PATH=/usr/bin/chromium drives the full browser (for `--headed`). */
export const testBrowserPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
const PACKAGE = "chromium-headless-shell";

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

function ensure() {
  if (executable(testBrowserPath)) return 0;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && hasAptGet()) {
    console.log(`Chromium's headless shell not found: installing Debian's ${PACKAGE} package (apt-get install ${PACKAGE})…`);
    const apt = (args) =>
      execFileSync("apt-get", args, {
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    apt(["-q", "update"]);
    apt(["-q", "install", "-y", "--no-install-recommends", PACKAGE]);
    if (executable(testBrowserPath)) {
      console.log(`Chromium's headless shell installed at ${testBrowserPath}.`);
      return 0;
    }
  }
  console.error(
    `Chromium not found at ${testBrowserPath}: install it with \`sudo apt-get install -y ${PACKAGE}\` or set CHROMIUM_PATH to a Chromium binary.`,
  );
  return 1;
}

if (import.meta.main) process.exit(ensure());
