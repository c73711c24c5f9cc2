/**
 * The lake's sign-in page under attack and with odd input: guesses sent in parallel
 * count as they come (not after their passwords were checked), `Origin: null` is
 * refused as any foreign origin, and an email is one account however it is spelt.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#lib/db/client.server.ts";
import { createCertificate } from "#studio/lake/cert.ts";
import { type RunningLake, startLake } from "#studio/lake/lake.ts";
import { runUserCommand } from "#studio/lake/users.ts";

// The lake's certificate is made for this run; nothing else is contacted.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const PASSWORD = "correct horse battery";

describe("the lake's sign-in page", () => {
  let handle: DatabaseHandle;
  let lake: RunningLake;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    const seedDir = mkdtempSync(join(tmpdir(), "lake-login-seed-"));
    writeFileSync(
      join(seedDir, "content.ndjson"),
      `${JSON.stringify({ _id: "banner-sv-1", _type: "alertBanner", text: "Rea!" })}\n`,
    );
    lake = await startLake({
      handle,
      projectId: "littlenorth",
      dataset: "production",
      certificate: await createCertificate(["localhost", "littlenorth.localhost"]),
      port: 0,
      seedPath: join(seedDir, "content.ndjson"),
      users: [{ email: "eva@example.com", name: "Eva Editor", role: "editor", password: PASSWORD }],
      log: () => {},
    });
  }, 60_000);

  afterAll(async () => {
    await lake?.close();
    await handle?.close();
  });

  const signIn = async (email: string, password: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${lake.apiHost}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ email, password, origin: `${lake.apiHost}/studio` }),
    });
    return { status: res.status, page: await res.text() };
  };

  it("refuses a form posted with `Origin: null` as from a foreign page, not with a server error", async () => {
    const answer = await signIn("eva@example.com", PASSWORD, { origin: "null" });
    expect(answer.status).toBe(403);
    expect(answer.page).toContain("Sign in from the lake's own page");
    expect((await signIn("eva@example.com", PASSWORD, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("checks at most ten of thirty wrong passwords sent at once for one account", async () => {
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn("Eva@Example.com", `guess ${i}`)));
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401 || status === 429)).toHaveLength(30);
    expect(guesses.find((answer) => answer.status === 429)?.page).toContain("Too many wrong passwords.");
    // The right password is not checked either until the window ends.
    expect((await signIn("eva@example.com", PASSWORD)).status).toBe(429);
  });

  it("finds an account by its email however it is spelt: blanks around it, capitals", async () => {
    await runUserCommand(handle.db, {
      action: "add",
      email: " Kari@Example.com ",
      role: "editor",
      name: "Kari",
      password: PASSWORD,
    });
    expect((await signIn(" KARI@example.com", PASSWORD)).status).toBe(303);
    await runUserCommand(handle.db, { action: "password", email: "kari@EXAMPLE.com ", password: "another long password" });
    expect((await signIn("kari@example.com", "another long password")).status).toBe(303);
    const removed = await runUserCommand(handle.db, { action: "remove", email: " Kari@Example.com" });
    expect(removed).toMatchObject({ user: { email: "kari@example.com" } });
    expect((await signIn("kari@example.com", "another long password")).status).toBe(401);
  });
});
