/**
 * Studio people managed while the lake runs (issue 25, item 2): a real lake process
 * (`node studio/lake/main.ts`, as `npm start` and `npm run lake` run it) on a PGlite
 * folder and, with DATABASE_URL, on PostgreSQL; the README's command
 * (`npm run lake -- user …`) run beside it; the people signing in through the lake's
 * own sign-in page. Before the fix, the CLI opened the running lake's PGlite folder in
 * a second process: the printed password was refused and the user gone after a restart.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES } from "./databases.ts";

// The lake's certificate is made for each folder; nothing else is contacted.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const ROOT = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const SEED = [
  { _id: "perk-sv-se-free-shipping", _type: "perk", language: "sv", title: "Fri frakt över 699 kr" },
  { _id: "banner-sv-1", _type: "alertBanner", language: "sv", text: "Rea!" },
];

describe.each(TEST_DATABASES)("Studio people against a running lake on $name", (database) => {
  let dir: string;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let lake: ChildProcess | undefined;
  let closeDatabase: () => Promise<void> = async () => {};
  const origin = () => `https://localhost:${port}`;

  /** Starts the lake as `npm run lake -- --no-build` does and waits until it serves. */
  async function startLakeProcess(): Promise<void> {
    const child = spawn(process.execPath, ["studio/lake/main.ts", "--no-build"], { cwd: ROOT, env, stdio: "pipe" });
    lake = child;
    let output = "";
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`the lake did not start within 120 s:\n${output}`)), 120_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("lake: Studio at")) {
          clearTimeout(timer);
          done();
        }
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.once("exit", (code) => {
        clearTimeout(timer);
        fail(new Error(`the lake ended (${code}):\n${output}`));
      });
    });
  }

  async function stopLakeProcess(): Promise<void> {
    const child = lake;
    lake = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  }

  /** The README's command, as an editor types it. */
  async function npmLake(...args: string[]): Promise<string> {
    const { stdout } = await run("npm", ["run", "--silent", "lake", "--", ...args], { cwd: ROOT, env });
    return stdout;
  }

  /**
   * What `npm run lake -- …` runs (package.json), without npm around it: npm's own start costs about a second
   * here, and the commands below are two dozen. `npmLake` runs the README's command itself, for the first user and the backup.
   */
  async function lakeCli(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, ["studio/lake/main.ts", ...args], { cwd: ROOT, env });
    return stdout;
  }

  async function lakeCliFails(...args: string[]): Promise<string> {
    const error = await run(process.execPath, ["studio/lake/main.ts", ...args], { cwd: ROOT, env }).then(
      () => undefined,
      (failure: { stderr: string }) => failure,
    );
    expect(error, `npm run lake -- ${args.join(" ")} should fail`).toBeDefined();
    return error?.stderr ?? "";
  }

  const passwordIn = (output: string) => /with the password (\S+)/.exec(output)?.[1] as string;

  /** Signs in on the lake's page and trades the one-time code for a token, as the Studio does; undefined when refused. */
  async function signIn(email: string, password: string): Promise<{ token: string | undefined; page: string }> {
    const answer = await fetch(`${origin()}/login`, {
      method: "POST",
      body: new URLSearchParams({ email, password, origin: `https://littlenorth.localhost:${port}/studio` }),
      redirect: "manual",
    });
    if (answer.status !== 303) return { token: undefined, page: await answer.text() };
    const sid = new URL(answer.headers.get("location") as string).hash.replace("#sid=", "");
    const fetched = (await (await fetch(`${origin()}/v1/auth/fetch?sid=${sid}`)).json()) as { token: string };
    return { token: fetched.token, page: "" };
  }

  async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const answer = await fetch(`${origin()}/v2025-02-19${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    return { status: answer.status, body: (await answer.json()) as T };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "lake-users-"));
    writeFileSync(join(dir, "seed.ndjson"), `${SEED.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
    port = await freePort();
    const { DATABASE_URL: _server, LAKE_MEMORY: _memory, LAKE_USERS: _users, ...rest } = process.env;
    env = { ...rest, LAKE_DIR: join(dir, "lake"), LAKE_PORT: String(port), CONTENT_DATASET: join(dir, "seed.ndjson") };
    const handle = await database.open();
    if (database.name === "postgres") env.DATABASE_URL = handle.url;
    // PostgreSQL: the fresh database is dropped at the end; PGlite: the lake has its folder, the handle in memory is not used.
    closeDatabase = () => handle.close();
    if (database.name === "pglite") await handle.close();
    await startLakeProcess();
  }, 180_000);

  afterAll(async () => {
    await stopLakeProcess();
    if (database.name === "postgres") await closeDatabase();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it("adds an editor while the lake runs, who signs in with the printed password at once", async () => {
    const output = await npmLake("user", "add", "eva@example.com", "editor");
    expect(output).toMatch(/^added editor eva@example\.com with the password \S{10,}/);
    const { token } = await signIn("eva@example.com", passwordIn(output));
    expect(token).toBeDefined();
    const me = await api<{ email: string; role: string }>(token as string, "/users/me");
    expect(me.body).toMatchObject({ email: "eva@example.com", role: "editor" });
  }, 60_000);

  it("lists people, changes a password and removes a person through the running lake", async () => {
    const added = await lakeCli("user", "add", "mona@example.com", "marketer", "Mona", "Marketer");
    const { token } = await signIn("mona@example.com", passwordIn(added));
    expect(token).toBeDefined();
    expect(await lakeCli("user", "list")).toContain("mona@example.com\tmarketer\tMona Marketer");

    const changed = await lakeCli("user", "password", "mona@example.com");
    const newPassword = /new password for mona@example\.com: (\S+)/.exec(changed)?.[1] as string;
    expect((await signIn("mona@example.com", passwordIn(added))).token).toBeUndefined();
    expect((await signIn("mona@example.com", newPassword)).token).toBeDefined();

    expect(await lakeCli("user", "remove", "mona@example.com")).toContain("removed mona@example.com");
    expect(await lakeCli("user", "list")).not.toContain("mona@example.com");
    const refused = await signIn("mona@example.com", newPassword);
    expect(refused.token).toBeUndefined();
    expect(refused.page).toContain("That email and password do not match an account.");
    // Her open Studio is signed out too.
    expect((await api(token as string, "/auth/id")).status).toBe(401);
  }, 60_000);

  it("refuses what would lose or break something, and says why", async () => {
    expect(await lakeCliFails("user", "add", "eva@example.com", "editor")).toContain(
      "A user with the email eva@example.com already exists",
    );
    expect(await lakeCliFails("user", "remove", "shop@littlenorth.local")).toContain("the shop's own account");
    expect(await lakeCliFails("user", "remove", "nobody@example.com")).toContain("No user nobody@example.com");
    // The shop's reader still reads.
    expect(await lakeCli("user", "list")).toContain("shop@littlenorth.local\treader");
    // A command the lake does not know is named, with what there is, and starts nothing.
    expect(await lakeCliFails("usr", "list")).toContain('no command "usr"');
    expect(await lakeCli("help")).toContain("npm run lake -- user add <email> <role> [name]");
    // So is an option: `--help` asks for the same list, and a mistyped option no longer starts a lake.
    expect(await lakeCli("--help")).toContain("npm run lake -- user add <email> <role> [name]");
    expect(await lakeCliFails("--no-bulid")).toContain('no option "--no-bulid"');
  }, 60_000);

  it("backs up the running lake with `npm run lake -- export`, losing nothing written before, and restores it with `import`", async () => {
    const added = await lakeCli("user", "add", "bea@example.com", "editor");
    const { token } = await signIn("bea@example.com", passwordIn(added));
    const write = (mutations: object[]) =>
      api(token as string, "/data/mutate/production", { method: "POST", body: JSON.stringify({ mutations }) });
    expect((await write([{ create: { _id: "drafts.banner-sv-2", _type: "alertBanner", text: "Utkast" } }])).status).toBe(200);
    const backup = join(dir, "backup.tar.gz");
    expect(await npmLake("export", backup)).toMatch(/^exported \d+ documents and 0 assets of production to /);
    // The editor's draft is lost, then restored from the backup; what the backup did not hold stays.
    await write([{ delete: { id: "drafts.banner-sv-2" } }, { create: { _id: "banner-sv-3", _type: "alertBanner", text: "Ny" } }]);
    expect(await lakeCliFails("import", backup)).toContain("exist already");
    expect(await lakeCli("import", backup, "--missing")).toMatch(/^imported 1 documents and 0 assets into production/);
    const doc = await api<{ documents: { _id: string }[] }>(
      token as string,
      "/data/doc/production/drafts.banner-sv-2,banner-sv-3",
    );
    expect(doc.body.documents.map((d) => d._id)).toEqual(["drafts.banner-sv-2", "banner-sv-3"]);
  }, 60_000);

  it("keeps every person and document across a restart, and runs commands itself while no lake runs", async () => {
    const added = await lakeCli("user", "add", "ola@example.com", "editor");
    const { token } = await signIn("ola@example.com", passwordIn(added));
    const created = await api<{ transactionId: string }>(token as string, "/data/mutate/production", {
      method: "POST",
      body: JSON.stringify({ mutations: [{ create: { _id: "perk-sv-se-new", _type: "perk", language: "sv", title: "Ny" } }] }),
    });
    expect(created.status).toBe(200);
    const countQuery = `/data/query/production?query=${encodeURIComponent("count(*[!(_id in path('_.**'))])")}`;
    const before = (await api<{ result: number }>(token as string, countQuery)).body.result;

    await stopLakeProcess();
    // No lake: the command opens the lake's database itself, and the next lake finds what it wrote.
    const whileStopped = await lakeCli("user", "add", "kari@example.com", "editor");
    expect(await lakeCli("user", "list")).toContain("kari@example.com");
    await startLakeProcess();

    const list = await lakeCli("user", "list");
    for (const email of ["eva@example.com", "ola@example.com", "kari@example.com"]) expect(list).toContain(email);
    expect((await signIn("kari@example.com", passwordIn(whileStopped))).token).toBeDefined();
    const again = await signIn("ola@example.com", passwordIn(added));
    expect(again.token).toBeDefined();
    expect((await api<{ result: number }>(again.token as string, countQuery)).body.result).toBe(before);
    const doc = await api<{ documents: { title: string }[] }>(again.token as string, "/data/doc/production/perk-sv-se-new");
    expect(doc.body.documents[0]?.title).toBe("Ny");
  }, 180_000);
});
