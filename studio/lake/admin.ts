/**
 * The running lake's local admin channel: HTTP over a unix socket in the lake's folder
 * (`<LAKE_DIR>/admin/lake.sock`), through which `npm run lake -- user …` asks the lake
 * to list, add, change or remove people while it runs, and `export` / `import` have it
 * write or read a dataset archive, so that only the lake's process opens its database
 * (and a backup holds everything committed before it was asked for). The socket sits in a folder only the machine's user may enter
 * (0700), which is what guards it: nobody else can connect, and no secret travels.
 */
import { chmodSync, existsSync, mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import { join, relative } from "node:path";
import { z } from "zod";
// Types only: the CLI loads this module to ask a running lake, and nothing heavier.
import type { LakeError } from "./mutations.ts";
import type { UserCommand, UserCommandResult } from "./users.ts";

/** The longest socket path every platform takes (macOS: 104 bytes with its terminator). */
const MAX_SOCKET_PATH = 103;

/**
 * The socket's path; relative to the working directory when the absolute one is too
 * long for a socket (a deep checkout). The lake and its CLI both run from the project.
 */
export function adminSocketPath(dir: string): string {
  const absolute = join(dir, "admin", "lake.sock");
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH) return absolute;
  const near = relative(process.cwd(), absolute);
  if (Buffer.byteLength(near) <= MAX_SOCKET_PATH) return near;
  throw new Error(`the lake's folder ${dir} is too deep for its admin socket: set LAKE_DIR to a shorter path`);
}

/** What the channel answers on each path: `/users` (./users.ts), `/export` and `/import` (./archive.ts). */
export type AdminPath = "/users" | "/export" | "/import";

export interface AdminAnswer<T = UserCommandResult> {
  status: number;
  body: T | { error: { code: string; message: string } };
}

const isLakeError = (error: unknown): error is LakeError => (error as Error | undefined)?.name === "LakeError";

/**
 * Answers the CLI's user commands on the socket with `run` (./users.ts, on the lake's own
 * database); the caller holds the folder's lock, so a socket a killed lake left is removed.
 */
export async function serveAdmin(
  dir: string,
  handlers: Partial<Record<AdminPath, (command: never) => Promise<unknown>>>,
): Promise<{ close(): Promise<void> }> {
  const folder = join(dir, "admin");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const path = adminSocketPath(dir);
  if (existsSync(path)) rmSync(path);
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const run = handlers[req.url as AdminPath] as ((command: unknown) => Promise<unknown>) | undefined;
    if (req.method !== "POST" || !run)
      return answer(404, { error: { code: "NOT_FOUND", message: `POST ${Object.keys(handlers).join(" | ")}` } });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    req.on("end", async () => {
      try {
        if (size > 64 * 1024) return answer(413, { error: { code: "TOO_LARGE", message: "The command is too large" } });
        answer(200, await run(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
      } catch (error) {
        if (isLakeError(error)) return answer(error.status, { error: { code: error.code, message: error.message } });
        if (error instanceof z.ZodError || error instanceof SyntaxError) {
          const message =
            error instanceof z.ZodError
              ? error.issues.map((issue) => `${issue.path.join(".") || "command"}: ${issue.message}`).join("; ")
              : "The command is not JSON";
          return answer(400, { error: { code: "INVALID_COMMAND", message } });
        }
        console.error(`lake: a user command failed: ${(error as Error)?.stack ?? error}`);
        answer(500, { error: { code: "INTERNAL", message: "The lake could not run the command (see its log)" } });
      }
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(path, () => {
      server.off("error", fail);
      done();
    });
  });
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Sends a command to the lake running in `dir` (a user command by default); undefined when no lake answers there. */
export function askLake(dir: string, command: UserCommand): Promise<AdminAnswer | undefined>;
export function askLake<T>(
  dir: string,
  command: unknown,
  path: AdminPath,
  timeoutMs?: number,
): Promise<AdminAnswer<T> | undefined>;
export function askLake(
  dir: string,
  command: unknown,
  path: AdminPath = "/users",
  timeoutMs = 60_000,
): Promise<AdminAnswer<unknown> | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: adminSocketPath(dir), path, method: "POST", headers: { "content-type": "application/json" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            resolve({ status: res.statusCode ?? 500, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`the lake did not answer the command within ${Math.round(timeoutMs / 1000)} s`)),
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      // No socket, or one a stopped lake left: nobody is there.
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
    req.end(JSON.stringify(command));
  });
}
