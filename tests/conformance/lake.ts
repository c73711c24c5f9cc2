/**
 * The conformance suite's one way to start a lake: in this process, on a free port,
 * with PGlite in memory (or a fresh PostgreSQL database per run when DATABASE_URL is
 * set, see ../integration/databases.ts), seeded with `SEED`, with one user per role.
 * Tests talk to it only as Sanity's clients do: the real @sanity/client, and groq-js
 * as the reference for what a GROQ query answers. A test file adds its own cases:
 *
 *   describe.each(TEST_DATABASES)("… on $name", (database) => {
 *     const lake = conformanceLake(database);
 *     it("…", async () => { expect(await lake.client("editor").fetch("…")).toEqual(…) });
 *   });
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ClientConfig, createClient, type SanityClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "#lib/db/client.server.ts";
import { hashPassword, issueShopToken, issueToken, ROLES, type Role } from "#studio/lake/auth.ts";
import { createCertificate } from "#studio/lake/cert.ts";
import { type RunningLake, startLake } from "#studio/lake/lake.ts";
import { lakeUsers } from "#studio/lake/store/schema.ts";
import type { TestDatabase } from "../integration/databases.ts";

export { TEST_DATABASES } from "../integration/databases.ts";

// The lake's certificate is made for this run; nothing else is contacted.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

export const PROJECT = "littlenorth";
export const DATASET = "production";
export const API_VERSION = "2025-02-19";
const PASSWORD = "correct horse battery";
/** The shop's origin the lake is told of (SITE_URL under `npm start`): browsers there may call it. */
export const SHOP_ORIGIN = "http://localhost:4321";

/** A small dataset in the shapes the shop's content has: published documents, a draft, a banner. */
export const SEED = [
  {
    _id: "perk-sv-se-free-shipping",
    _type: "perk",
    language: "sv",
    tags: ["a", "b", "frakt"],
    text: [{ _type: "block", _key: "b", children: [{ _type: "span", _key: "s", text: "Fri frakt över 699 kr" }] }],
  },
  { _id: "perk-sv-se-open-purchase", _type: "perk", language: "sv", tags: ["öppet köp"] },
  { _id: "drafts.perk-sv-se-open-purchase", _type: "perk", language: "sv", tags: ["öppet köp", "utkast"] },
  { _id: "banner-sv-1", _type: "alertBanner", language: "sv", text: "Rea!" },
  { _id: "drafts.banner-sv-2", _type: "alertBanner", language: "sv", text: "Snart rea" },
  { _id: "menu-sv-primary", _type: "menu", language: "sv", title: "Meny" },
];

export type ConformanceRole = Role | "shop";

/** @sanity/client on a lake started by a test, as a script against Sanity would make it; no token is anonymous. */
export function lakeClient(apiHost: string, token?: string, config: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: PROJECT,
    dataset: DATASET,
    apiHost,
    useProjectHostname: false,
    apiVersion: API_VERSION,
    useCdn: false,
    ...(token ? { token } : {}),
    ...config,
  });
}

let passwordHash: Promise<string> | undefined;

export interface ConformanceLake {
  readonly lake: RunningLake;
  readonly handle: DatabaseHandle;
  /** A token for a user of the role (`shop`: the shop's own reader token). */
  token(role: ConformanceRole): string;
  userId(role: Role): string;
  /** @sanity/client as a script or plugin would configure it for this lake. */
  client(role?: ConformanceRole, config?: Parameters<SanityClient["withConfig"]>[0]): SanityClient;
  /** What groq-js answers for the query over the lake's documents as they are now (raw perspective). */
  reference(query: string, params?: Record<string, unknown>, identity?: string): Promise<unknown>;
  /** The lake's origin for plain `fetch` (its API host). */
  readonly apiHost: string;
}

function seedFile(seed: readonly object[]): string {
  const dir = mkdtempSync(join(tmpdir(), "lake-conformance-"));
  writeFileSync(join(dir, "content.ndjson"), `${seed.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return join(dir, "content.ndjson");
}

/** Starts a lake before the describe block's tests and stops it after them. */
export function conformanceLake(database: TestDatabase, seed: readonly object[] = SEED): ConformanceLake {
  let lake: RunningLake | undefined;
  let handle: DatabaseHandle | undefined;
  const tokens = new Map<ConformanceRole, string>();
  const ids = new Map<Role, string>();
  beforeAll(async () => {
    handle = await database.open();
    lake = await startLake({
      handle,
      projectId: PROJECT,
      dataset: DATASET,
      certificate: await createCertificate(["localhost", `${PROJECT}.localhost`]),
      port: 0,
      seedPath: seedFile(seed),
      corsOrigins: [SHOP_ORIGIN],
      log: () => {},
    });
    // One user per role, all with one password hashed once: scrypt is slow on purpose, and the suite is not.
    passwordHash ??= hashPassword(PASSWORD);
    const hash = await passwordHash;
    for (const role of ROLES) {
      const id = `p${role}`;
      await handle.db
        .insert(lakeUsers)
        .values({ id, email: `${role}@example.com`, name: `The ${role}`, role, passwordHash: hash });
      ids.set(role, id);
      tokens.set(role, await issueToken(handle.db, id));
    }
    tokens.set("shop", await issueShopToken(handle.db));
  }, 60_000);
  afterAll(async () => {
    await lake?.close();
    await handle?.close();
  });
  const running = () => {
    if (!lake || !handle) throw new Error("the lake starts in beforeAll; use it inside a test");
    return { lake, handle };
  };
  return {
    get lake() {
      return running().lake;
    },
    get handle() {
      return running().handle;
    },
    get apiHost() {
      return running().lake.apiHost;
    },
    token(role) {
      const token = tokens.get(role);
      if (!token) throw new Error(`no ${role} token`);
      return token;
    },
    userId(role) {
      return ids.get(role) as string;
    },
    client(role, config = {}) {
      return lakeClient(running().lake.apiHost, role ? this.token(role) : undefined, config);
    },
    async reference(query, params = {}, identity) {
      const value = await evaluate(parse(query, { params }), {
        dataset: running().lake.store.all(),
        params,
        ...(identity ? { identity } : {}),
        sanity: { projectId: PROJECT, dataset: DATASET },
      });
      return value.get();
    },
  };
}
