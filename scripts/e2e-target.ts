/**
 * Which shop the browser tests drive (playwright.config.ts). By default the one
 * Playwright starts itself on E2E_PORT, and it refuses to start when anything
 * already listens there: Playwright would otherwise test that process, and a
 * stale build or another project's server gives results that mean nothing.
 * Testing a shop that is already running is something a developer asks for:
 * E2E_REUSE=1 uses whatever answers on E2E_PORT (and starts the shop if nothing
 * does), E2E_BASE_URL tests that address and starts nothing.
 *
 * `node scripts/e2e-target.ts` runs the same check first thing in `npm test`, so
 * a busy port is reported at once rather than after the lint, type and unit steps.
 */
import { connect } from "node:net";

export const DEFAULT_E2E_PORT = 4329;

export interface E2eEnv {
  E2E_PORT?: string | undefined;
  E2E_BASE_URL?: string | undefined;
  E2E_REUSE?: string | undefined;
}

export type E2eTarget =
  /** Start the shop on a port that must be free. */
  | { kind: "own"; port: number; baseURL: string }
  /** Start the shop unless something already answers on the port, then test that. */
  | { kind: "reuse"; port: number; baseURL: string }
  /** Test a shop at an address; start nothing. */
  | { kind: "external"; baseURL: string };

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_E2E_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`E2E_PORT must be a port number (1-65535), not "${raw}".`);
  }
  return port;
}

function isOn(raw: string | undefined): boolean {
  return raw !== undefined && ["1", "true", "yes"].includes(raw.trim().toLowerCase());
}

export function e2eTarget(env: E2eEnv): E2eTarget {
  if (env.E2E_BASE_URL) {
    let url: URL;
    try {
      url = new URL(env.E2E_BASE_URL);
    } catch {
      throw new Error(`E2E_BASE_URL must be an http(s) address such as http://localhost:4321, not "${env.E2E_BASE_URL}".`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new Error(`E2E_BASE_URL must be an http(s) address, not "${env.E2E_BASE_URL}".`);
    }
    return { kind: "external", baseURL: url.origin };
  }
  const port = parsePort(env.E2E_PORT);
  return { kind: isOn(env.E2E_REUSE) ? "reuse" : "own", port, baseURL: `http://localhost:${port}` };
}

/** Whether a process accepts connections on the port, over IPv4 or IPv6 loopback (`localhost` may be either). */
export function portInUse(port: number, hosts: readonly string[] = ["127.0.0.1", "::1"]): Promise<boolean> {
  const accepts = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ port, host });
      socket.setTimeout(2000);
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("timeout", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(false));
    });
  return Promise.all(hosts.map(accepts)).then((answers) => answers.includes(true));
}

export function portTakenMessage(port: number): string {
  return [
    `Browser tests: port ${port} is already in use by another process.`,
    "The tests serve the shop themselves and will not test a server they did not start.",
    `Stop that process, or choose a free port: E2E_PORT=${port + 1} npm test.`,
    "To test a shop that is already running on purpose: E2E_REUSE=1 (whatever answers on E2E_PORT)",
    "or E2E_BASE_URL=http://localhost:4321 (that address; nothing is started).",
  ].join("\n");
}

/** Why the browser tests cannot run with these settings, or null when they can. */
export async function e2eProblem(env: E2eEnv): Promise<string | null> {
  let target: E2eTarget;
  try {
    target = e2eTarget(env);
  } catch (error) {
    return (error as Error).message;
  }
  return target.kind === "own" && (await portInUse(target.port)) ? portTakenMessage(target.port) : null;
}

if (import.meta.main) {
  const problem = await e2eProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  }
}
