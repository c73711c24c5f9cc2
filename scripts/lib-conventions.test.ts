import { describe, expect, it } from "vitest";
import { conventionProblems, readLib } from "./lib-conventions.ts";

describe("site/lib conventions (site/lib/README.md)", () => {
  it("hold in the repository", () => {
    expect(conventionProblems(readLib("site/lib"))).toEqual([]);
  });

  it("name a server-only module without .server, also through another module", () => {
    const problems = conventionProblems([
      { path: "db/client.ts", text: 'import postgres from "postgres";\nexport const db = postgres();' },
      { path: "content/perks.ts", text: 'import { db } from "#lib/db/client.ts";\nexport const perks = db;' },
      { path: "content/types.ts", text: 'import type { db } from "#lib/db/client.ts";\nexport type Db = typeof db;' },
      { path: "http/config.server.ts", text: "export const port = process.env.PORT;" },
    ]);
    expect(problems).toEqual([
      "db/client.ts only runs on the server (imports postgres): name it *.server.ts",
      "content/perks.ts only runs on the server (imports db/client.ts): name it *.server.ts",
    ]);
  });

  it("name browser modules and keep server code out of them", () => {
    const problems = conventionProblems([
      { path: "shell/consent.ts", text: "export const read = () => localStorage.getItem('x');" },
      { path: "shell/cart.client.ts", text: 'import { db } from "#lib/db/client.server.ts";\nexport const c = db;' },
      { path: "db/client.server.ts", text: 'import postgres from "postgres";\nexport const db = postgres();' },
    ]);
    expect(problems).toEqual([
      "shell/consent.ts uses the browser's globals: name it *.client.ts",
      "shell/cart.client.ts is a browser module but imports db/client.server.ts, which only runs on the server",
    ]);
  });

  it("import a file of the same folder by ./", () => {
    const problems = conventionProblems([
      { path: "markets/markets.ts", text: "export const m = 1;" },
      { path: "markets/format.ts", text: 'import { m } from "#lib/markets/markets.ts";\nexport const f = m;' },
    ]);
    expect(problems).toEqual(["markets/format.ts imports #lib/markets/markets.ts from its own folder: write ./markets.ts"]);
  });
});
