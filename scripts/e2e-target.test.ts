import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_E2E_PORT, e2eProblem, e2eTarget, portInUse } from "./e2e-target.ts";

describe("e2eTarget", () => {
  it("starts its own shop on E2E_PORT, 4329 when unset", () => {
    expect(e2eTarget({})).toEqual({ kind: "own", port: DEFAULT_E2E_PORT, baseURL: "http://localhost:4329" });
    expect(e2eTarget({ E2E_PORT: "" })).toMatchObject({ kind: "own", port: 4329 });
    expect(e2eTarget({ E2E_PORT: "4400" })).toEqual({ kind: "own", port: 4400, baseURL: "http://localhost:4400" });
  });

  it("reuses a running shop only when asked with E2E_REUSE", () => {
    expect(e2eTarget({ E2E_PORT: "4400", E2E_REUSE: "1" })).toMatchObject({ kind: "reuse", port: 4400 });
    expect(e2eTarget({ E2E_REUSE: "true" })).toMatchObject({ kind: "reuse" });
    expect(e2eTarget({ E2E_REUSE: "0" })).toMatchObject({ kind: "own" });
    expect(e2eTarget({ E2E_REUSE: "" })).toMatchObject({ kind: "own" });
  });

  it("tests E2E_BASE_URL without starting anything", () => {
    expect(e2eTarget({ E2E_BASE_URL: "https://staging.example.com/", E2E_PORT: "4400" })).toEqual({
      kind: "external",
      baseURL: "https://staging.example.com",
    });
  });

  it("refuses settings it cannot honour, saying which", () => {
    expect(() => e2eTarget({ E2E_PORT: "43x9" })).toThrow(/E2E_PORT must be a port number/);
    expect(() => e2eTarget({ E2E_PORT: "70000" })).toThrow(/E2E_PORT/);
    expect(() => e2eTarget({ E2E_BASE_URL: "localhost:4321" })).toThrow(/E2E_BASE_URL/);
    expect(() => e2eTarget({ E2E_BASE_URL: "ftp://example.com" })).toThrow(/E2E_BASE_URL/);
  });
});

describe("with another server on the port", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_req, res) => res.end("<h1>someone else's shop</h1>"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("portInUse sees it, and a closed port as free", async () => {
    expect(await portInUse(port)).toBe(true);
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, "127.0.0.1", resolve));
    const freed = (spare.address() as AddressInfo).port;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
    expect(await portInUse(freed)).toBe(false);
  });

  it("npm test checks the port first of all, before the slow steps", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test?.startsWith("node scripts/e2e-target.ts && ")).toBe(true);
    const { CI: _ci, E2E_REUSE: _reuse, E2E_BASE_URL: _base, ...inherited } = process.env;
    const busy = spawnSync(process.execPath, ["scripts/e2e-target.ts"], {
      env: { ...inherited, E2E_PORT: String(port) },
      encoding: "utf8",
    });
    expect(busy.status).toBe(1);
    expect(busy.stderr).toContain(`port ${port} is already in use`);
    const asked = spawnSync(process.execPath, ["scripts/e2e-target.ts"], {
      env: { ...inherited, E2E_PORT: String(port), E2E_REUSE: "1" },
      encoding: "utf8",
    });
    expect(asked.status, asked.stderr).toBe(0);
  }, 30_000);

  it("e2eProblem names a bad setting as well as a busy port", async () => {
    expect(await e2eProblem({ E2E_PORT: "nope" })).toMatch(/E2E_PORT must be a port number/);
    expect(await e2eProblem({ E2E_PORT: String(port) })).toMatch(/already in use/);
    expect(await e2eProblem({ E2E_BASE_URL: `http://localhost:${port}` })).toBeNull();
  });

  /** Runs `playwright test --list` (it loads the config, starts no browser) with these settings. */
  function playwrightList(env: Record<string, string>) {
    const { CI: _ci, TEST_WORKER_INDEX: _worker, E2E_REUSE: _reuse, E2E_BASE_URL: _base, ...inherited } = process.env;
    return spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--list", "tests/e2e/home.spec.ts"], {
      env: { ...inherited, ...env },
      encoding: "utf8",
      timeout: 60_000,
    });
  }

  it("the browser tests refuse to run against it, and say what to do", () => {
    const run = playwrightList({ E2E_PORT: String(port) });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`port ${port} is already in use by another process`);
    expect(run.stderr).toContain("E2E_REUSE=1");
    expect(run.stdout).not.toContain("Listing tests");
  }, 60_000);

  it("they use it when the developer asks with E2E_REUSE=1 or E2E_BASE_URL", () => {
    const asked: Record<string, string>[] = [
      { E2E_PORT: String(port), E2E_REUSE: "1" },
      { E2E_BASE_URL: `http://localhost:${port}` },
    ];
    for (const env of asked) {
      const run = playwrightList(env);
      expect(run.stderr).not.toContain("already in use");
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain("Listing tests");
    }
  }, 120_000);
});
