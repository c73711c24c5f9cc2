/** A local Content Lake in a process of its own (`npm run lake` on a folder and port of its own), for specs that stop and start it. */
import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { createClient, type SanityClient } from "@sanity/client";
import type { LakeAddress } from "#lib/content/lake-env.server.ts";
import { LAKE_PROJECT } from "./lake.ts";

export interface LakeUserSpec {
  email: string;
  name: string;
  role: string;
  password: string;
}

export interface LakeProcess {
  ready: LakeAddress;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the lake; resolves when it sends `lake-ready`. `env` is added to this process's own. */
export function startLakeProcess(
  dir: string,
  port: number,
  { env = {}, users = [] }: { env?: Record<string, string>; users?: LakeUserSpec[] } = {},
): Promise<LakeProcess> {
  const child = spawn(process.execPath, ["studio/lake/main.ts", "--no-build"], {
    env: { ...process.env, ...env, LAKE_DIR: dir, LAKE_PORT: String(port), LAKE_USERS: JSON.stringify(users) },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return new Promise((resolve, reject) => {
    child.on("message", (message: { type?: string } & LakeAddress) => {
      if (message?.type !== "lake-ready") return;
      resolve({
        ready: message,
        child,
        output: () => output,
        async stop(signal = "SIGTERM") {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
    child.once("exit", (code) => reject(new Error(`the lake ended (${code}) before it was ready:\n${output}`)));
  });
}

/** A user's client of the lake, signed in through its own sign-in page as the Studio is. */
export async function userClient(lake: LakeAddress, user: LakeUserSpec): Promise<SanityClient> {
  const form = new URLSearchParams({ email: user.email, password: user.password, origin: `${lake.origin}/studio` });
  const signIn = await fetch(`${lake.apiHost}/login`, { method: "POST", body: form, redirect: "manual" });
  expect(signIn.status, await signIn.text()).toBe(303);
  const sid = new URL(signIn.headers.get("location") as string).hash.replace("#sid=", "");
  const exchanged = await fetch(`${lake.apiHost}/v2025-02-19/auth/fetch?sid=${sid}`);
  const { token } = (await exchanged.json()) as { token: string };
  expect(token, `the sign-in code was refused (${exchanged.status})`).toBeTruthy();
  return createClient({
    projectId: LAKE_PROJECT,
    dataset: "production",
    apiHost: lake.apiHost,
    useProjectHostname: false,
    apiVersion: "2025-02-19",
    useCdn: false,
    token,
  });
}
