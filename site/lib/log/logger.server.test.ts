import { spawn } from "node:child_process";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { accessPath, createAccessLog, createLogger, serializeError, withoutParams } from "./logger.server.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: createLogger(stream), lines };
}

/** What Drizzle throws when a query fails: the SQL and its parameters in the message. */
function failedQuery() {
  const error = new Error(
    'Failed query: insert into "orders" ("email", "first_name", "street") values ($1, $2, $3)\nparams: anna@example.com,Anna,Storgatan 1\nline two of a street',
  );
  return Object.assign(error, {
    params: ["anna@example.com", "Anna", "Storgatan 1"],
    cause: Object.assign(new Error("boom"), { code: "23505", detail: "Key (email)=(anna@example.com) already exists." }),
  });
}

describe("the log", () => {
  it("redacts tokens, cookies and personal fields wherever they sit", () => {
    const { log, lines } = capture();
    log.info(
      {
        cartToken: "tok-1",
        order: { checkoutToken: "tok-2", email: "anna@example.com", firstName: "Anna", city: "Stockholm" },
        req: { headers: { cookie: "cartToken=tok-3", "x-forwarded-for": "1.2.3.4" } },
      },
      "placed",
    );
    const text = JSON.stringify(lines);
    for (const secret of ["tok-1", "tok-2", "tok-3", "anna@example.com", "Anna", "Stockholm", "1.2.3.4"])
      expect(text).not.toContain(secret);
    expect(text).toContain("[redacted]");
  });

  it("logs failed queries without their parameters", () => {
    const { log, lines } = capture();
    log.error({ err: failedQuery() }, "request failed");
    const text = JSON.stringify(lines);
    expect(text).toContain('insert into \\"orders\\"');
    for (const secret of ["anna@example.com", "Anna", "Storgatan", "line two"]) expect(text).not.toContain(secret);
    expect(serializeError(failedQuery()).cause).toMatchObject({ code: "23505", message: "boom" });
  });

  it("cuts only the parameters out of a stack", () => {
    expect(withoutParams("Error: Failed query: select 1\nparams: a,b\n    at x (y.js:1:1)")).toBe(
      "Error: Failed query: select 1\nparams: [redacted]\n    at x (y.js:1:1)",
    );
  });
});

describe("the access log", () => {
  it("writes one line per answer with the path cut and a reset token hidden", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const access = createAccessLog(stream);
    access({ reqId: "r1", method: "GET", path: "/api/auth/reset-password/AbC123xyz", status: 302, ms: 3, aborted: false });
    access({ reqId: "r2", method: "GET", path: `/se/${"x".repeat(400)}`, status: 404, ms: 1, aborted: false });
    await new Promise((r) => setImmediate(r));
    const [reset, long] = lines.map((l) => JSON.parse(l));
    expect(reset).toMatchObject({ reqId: "r1", method: "GET", status: 302, msg: "request" });
    expect(reset.path).toBe("/api/auth/reset-password/[redacted]");
    expect(JSON.stringify(reset)).not.toContain("AbC123xyz");
    expect(long.path).toHaveLength(300);
  });

  it("hides a reset token in the shop's own paths, whatever the case", () => {
    expect(accessPath("/se/Reset-Password/tok/next")).toBe("/se/Reset-Password/[redacted]/next");
    expect(accessPath("/se/kille/jeans")).toBe("/se/kille/jeans");
  });
});

describe("the shop's log and the access log on standard output", () => {
  it("keep the order they were written in when the reader falls behind", async () => {
    // A full pipe made one destination hold its lines back while the other wrote on: a request line came
    // after "stopped" (tests/e2e/resilience.spec.ts, "SIGTERM under load").
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { createAccessLog, createLogger } = await import(${JSON.stringify(new URL("./logger.server.ts", import.meta.url).href)});
         const log = createLogger();
         const access = createAccessLog();
         for (let i = 0; i < 3000; i++) {
           access({ reqId: String(2 * i), method: "GET", path: "/se/" + "x".repeat(100), status: 200, ms: 1, aborted: false });
           log.info({ n: 2 * i + 1 }, "line");
         }
         log.info({ n: 6000 }, "stopped");`,
      ],
      { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, LOG_LEVEL: "info" } },
    );
    // Nothing is read for a moment: the pipe fills, as it does when the parent is busy.
    child.stdout.pause();
    await new Promise((r) => setTimeout(r, 300));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stdout.resume();
    await new Promise((r) => child.on("close", r));
    const order = output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { reqId?: string; n?: number })
      .map((line) => Number(line.reqId ?? line.n));
    expect(order).toHaveLength(6001);
    expect(order).toEqual(order.toSorted((a, b) => a - b));
  });
});
