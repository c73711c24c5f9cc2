import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSanitySource } from "./sanity-source.server.ts";

/** A project that accepts one token at a time, as the local Content Lake does after it renewed the shop's. */
async function project(accepted: { token: string }): Promise<{ apiHost: string; server: Server }> {
  const server = createServer((req, res) => {
    const ok = req.headers.authorization === `Bearer ${accepted.token}`;
    res.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
    res.end(
      JSON.stringify(ok ? { result: "Fri frakt över 699 kr", ms: 1 } : { error: "Unauthorized", message: "Session not found" }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let running: Server | undefined;
afterEach(() => running?.close());

describe("a Sanity source with a token file", () => {
  it("reads the renewed token when the project refuses the one it started with", async () => {
    const accepted = { token: "first" };
    const { apiHost, server } = await project(accepted);
    running = server;
    const tokenFile = join(mkdtempSync(join(tmpdir(), "ln-token-")), "shop-token");
    writeFileSync(tokenFile, "first\n");
    const source = createSanitySource({ projectId: "p", dataset: "production", apiHost, token: "first", tokenFile });
    expect(await source.fetch("*[0].text")).toBe("Fri frakt över 699 kr");
    // The lake renewed the shop's token: the old one is refused, the new one is in its folder.
    accepted.token = "second";
    writeFileSync(tokenFile, "second\n");
    expect(await source.fetch("*[0].text")).toBe("Fri frakt över 699 kr");
  });

  it("still fails when the token file has nothing better", async () => {
    const { apiHost, server } = await project({ token: "other" });
    running = server;
    const tokenFile = join(mkdtempSync(join(tmpdir(), "ln-token-")), "shop-token");
    writeFileSync(tokenFile, "first\n");
    const source = createSanitySource({ projectId: "p", dataset: "production", apiHost, token: "first", tokenFile });
    await expect(source.fetch("*[0].text")).rejects.toMatchObject({ statusCode: 401 });
  });
});
