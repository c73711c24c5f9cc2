import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { type LakeAddress, shopEnvForLake } from "#lib/content/lake-env.server.ts";
import { type LakeProcess, startLakeProcess, userClient } from "./lake-process.ts";
import { freePort, type ShopProcess, secondDatabase, startShop } from "./servers.ts";

/**
 * Issue 26, items 2 and 3: the shop on a local Content Lake of its own (as `npm start`
 * runs them, on a database of its own: PGlite, or PostgreSQL with DATABASE_URL) while
 * the lake dies and starts again, or hangs (SIGSTOP).
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

/**
 * The shop's content timeout here: short, so the budgets below can be twice what a shopper should
 * wait (the timeout and a render) on a busy machine and still catch the 8 s give-up.
 */
const CONTENT_TIMEOUT_MS = 500;
/** A page rendered by a running shop on two busy cores (generous). */
const RENDER_MS = 1000;
/** What a shopper may wait during an outage: twice the timeout and a render. */
const WAIT_BUDGET_MS = 2 * (CONTENT_TIMEOUT_MS + RENDER_MS);

/** The seed's perks, their amounts written as each storefront's Intl format writes them (a no-break space before the unit). */
const SV_PERK = "Fri frakt över 699\u00a0kr";
const FI_PERK = "Ilmainen toimitus vähintään 69\u00a0€:n tilauksiin";

const EDITOR = { email: "olle.outage@example.com", name: "Olle Outage", role: "editor", password: "outage editor password" };

/** `npm run lake` on a folder and port of its own, on its database of its own (a lake on the run's shared one would hold its dataset against other specs' lakes). */
const startLake = (dir: string, port: number) => startLakeProcess(dir, port, { env: db?.env ?? {}, users: [EDITOR] });
const editorClient = (lake: LakeAddress) => userClient(lake, EDITOR);

async function timed(url: string): Promise<{ status: number; text: string; ms: number; retryAfter: string | null }> {
  const started = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  return { status: res.status, text, ms: Math.round(performance.now() - started), retryAfter: res.headers.get("retry-after") };
}

/** The first moment (ms after `since`) the page shows `text`; fails after `withinMs`. */
async function shows(url: string, text: string, since: number, withinMs: number): Promise<number> {
  for (;;) {
    if ((await timed(url)).text.includes(text)) return Math.round(performance.now() - since);
    if (performance.now() - since > withinMs) throw new Error(`${url} did not show "${text}" within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let lakeDir: string | undefined;
let copiesDir: string | undefined;
let db: ReturnType<typeof secondDatabase> | undefined;
let lake: LakeProcess | undefined;
let shop: ShopProcess | undefined;
let lakePort = 0;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "the servers' behaviour, the same at every width");
  test.info().setTimeout(180_000);
  // Node's own fetch in this process trusts the lake's certificate as the shop does (NODE_EXTRA_CA_CERTS).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  lakeDir = mkdtempSync(join(tmpdir(), "ln-lake-outage-"));
  copiesDir = mkdtempSync(join(tmpdir(), "ln-lake-outage-copies-"));
  lakePort = await freePort();
  db = secondDatabase();
  lake = await startLake(lakeDir, lakePort);
});

test.afterAll(async () => {
  await shop?.stop();
  // A stopped lake takes no SIGTERM until it is continued.
  lake?.child.kill("SIGCONT");
  await lake?.stop();
  db?.cleanup();
  for (const dir of [lakeDir, copiesDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const startShopOnIt = async () =>
  startShop({
    ...db?.env,
    ...shopEnvForLake((lake as LakeProcess).ready),
    CONTENT_CACHE_DIR: copiesDir as string,
    CONTENT_TIMEOUT_MS: String(CONTENT_TIMEOUT_MS),
    // The shop trusts the lake's certificate alone, as under `npm start` (this process trusts any).
    NODE_TLS_REJECT_UNAUTHORIZED: "1",
  });

test("a lake that dies and starts again keeps the shop: a publish after it is back reaches the pages within 5 s", async () => {
  shop = await startShopOnIt();
  const home = `${shop.base}/se`;
  expect((await timed(home)).text).toContain(SV_PERK);

  await lake?.stop("SIGKILL");
  // While it is away the shop serves what it last read.
  const away = await timed(`${home}?while=away`);
  expect(away.status).toBe(200);
  expect(away.text).toContain(SV_PERK);

  lake = await startLake(lakeDir as string, lakePort);
  const editor = await editorClient(lake.ready);
  const text = `Fri frakt över 699 kr, nu igen ${Date.now()}`;
  await editor
    .patch("perk-sv-se-free-shipping")
    .set({ text: [{ _type: "block", _key: "tb0", children: [{ _type: "span", _key: "ts0", text }] }] })
    .commit();
  // From the moment the lake has the publish: the editor's sign-in and commit are not the shop's to answer for.
  const published = performance.now();
  const ms = await shows(home, text, published, 5000);
  console.log(`lake restarted: the publish showed on /se after ${ms} ms`);
  expect(shop.output()).not.toContain("Session not found");
});

test("a hung lake stalls no shopper more than the content timeout: every language is served, never a 500", async () => {
  // A new shop process's first page with the lake up: what a cold render costs on this machine now.
  await shop?.stop();
  shop = await startShopOnIt();
  const cold = await timed(`${shop.base}/se`);
  expect(cold.status).toBe(200);
  // What the shop has read: /se and a Swedish listing (so the catalog is warm and only content is
  // measured); Finnish and the Dutch storefront in English were never asked for.
  expect((await timed(`${shop.base}/se/tjej`)).status).toBe(200);
  lake?.child.kill("SIGSTOP");
  const figures: string[] = [];
  const pages = [
    { path: "/fi", text: FI_PERK },
    { path: "/fi/tytot", text: FI_PERK },
    { path: "/nl/en", text: "Free shipping from €69" },
    // A page of a language in memory, rendered anew (another address, as when its cache minute is over).
    // Its perk as the first test published it (the seed's text, with a plain space, and more).
    { path: "/se?after=minute", text: "Fri frakt över 699 kr, nu igen" },
  ];
  for (const { path, text } of pages) {
    const page = await timed(`${shop.base}${path}`);
    figures.push(`${path} ${page.status} in ${page.ms} ms`);
    expect(page.status, path).toBe(200);
    expect(page.text, path).toContain(text);
    expect(page.ms, `${path}\n${shop.output().slice(-3000)}`).toBeLessThan(WAIT_BUDGET_MS);
  }
  const banner = await timed(`${shop.base}/api/globals/fi/banner`);
  figures.push(`/api/globals/fi/banner ${banner.status} in ${banner.ms} ms`);
  expect(banner.status).toBe(200);
  expect(JSON.parse(banner.text).ctaBanners[0]).toMatchObject({ text: "Välikausiale – jopa 50 % alennusta" });
  expect(banner.ms).toBeLessThan(WAIT_BUDGET_MS);

  // A restart of the shop while the lake still hangs: copies on disk and the seed serve it.
  await shop.stop();
  shop = await startShopOnIt();
  figures.push(`a new shop process's first /se with the lake up: ${cold.ms} ms`);
  for (const path of ["/se", "/fi"]) {
    const page = await timed(`${shop.base}${path}`);
    figures.push(`after a restart of the shop: ${path} ${page.status} in ${page.ms} ms`);
    expect(page.status, path).toBe(200);
    console.log(figures.at(-1));
    // A new process believes the lake up until its first query waits out the timeout: a cold render and that
    // wait at most, twice over. A cold render is measured (the lake up, otherwise the same): on two busy cores
    // it alone has taken 7 s, more than any fixed budget that would still be a check.
    expect(page.ms, path).toBeLessThan(2 * (cold.ms + CONTENT_TIMEOUT_MS));
  }
  console.log(`lake stopped (SIGSTOP):\n  ${figures.join("\n  ")}`);

  // The lake continues: a publish reaches the pages again.
  lake?.child.kill("SIGCONT");
  const editor = await editorClient((lake as LakeProcess).ready);
  const text = `Ilmainen toimitus taas ${Date.now()}`;
  await editor
    .patch("perk-fi-fi-free-shipping")
    .set({ text: [{ _type: "block", _key: "tb0", children: [{ _type: "span", _key: "ts0", text }] }] })
    .commit();
  const published = performance.now();
  const ms = await shows(`${shop.base}/fi`, text, published, 5000);
  console.log(`lake continued: the publish showed on /fi after ${ms} ms`);
});
