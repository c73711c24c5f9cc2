import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { e2eDatabase, e2eDatabaseEnv, resetE2eDatabase, seededTemplateName } from "./scripts/e2e-database.ts";
import { e2eProblem, e2eTarget } from "./scripts/e2e-target.ts";
import { seededCatalogTemplate } from "./scripts/seeded-catalog.ts";
import { LAUNCH_OPTIONS } from "./tests/e2e/browser.ts";
import { LAKE_TEST_USERS, lakePortFor } from "./tests/e2e/lake.ts";

// Test workers load this file too, while the shop runs; only the runner checks, before it starts the shop.
const problem = process.env.TEST_WORKER_INDEX ? null : await e2eProblem(process.env);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const target = e2eTarget(process.env);
// A shop the tests start runs on a fresh database of its own (scripts/e2e-database.ts); the tests'
// extra shop processes inherit it through the environment, as the workers do.
if (target.kind === "own") {
  const database = e2eDatabase(process.env, target.port);
  // Under `npm test` on PostgreSQL, the run's one seeded catalog (scripts/seeded-catalog.ts): the shop's database
  // is a copy of it, and so is each database the tests' own shops get.
  const seededCatalog = database.kind === "postgres" ? seededCatalogTemplate() : undefined;
  if (!process.env.TEST_WORKER_INDEX) await resetE2eDatabase(database, seededCatalog);
  Object.assign(process.env, e2eDatabaseEnv(database));
  // The seeded database the tests' own shops copy theirs from (tests/e2e/second-database.ts).
  if (database.kind === "postgres") process.env.E2E_SEEDED_TEMPLATE = seededCatalog ?? seededTemplateName(database.name);
}
/** The shop's public origin in the browser tests: a TLS proxy on E2E_PORT + 20 (tests/e2e/servers.ts) stands in front of it. */
const publicOrigin = target.kind === "external" ? target.baseURL : `https://localhost:${target.port + 20}`;
// A clock a stopped run left set (tests/e2e/lake-shop.ts) must not start the next run's lake in another year.
if (!process.env.TEST_WORKER_INDEX) rmSync(".data/lake-e2e/clock", { force: true });
const lakePort = lakePortFor(target.kind === "external" ? 4329 : target.port);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker more than the cores, as Vitest has (vitest.workers.ts): a test often waits on the shop, the lake or a
  // timer, and with one worker a core the CPU idled 13 % of the suite; with one more, 6 % (ADR 42, stop 53 addendum).
  workers: availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  // The JSON report gives every test's time: `npx node scripts/suite-times.ts test-results/times.json` (ADR 42).
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/times.json" }]]
    : [["list"], ["json", { outputFile: "test-results/times.json" }], ["html", { open: "never" }]],
  use: {
    baseURL: target.baseURL,
    // Recording a trace costs a fifth of the suite's CPU (ADR 42, stop 39 addendum): on CI a test
    // that fails is retried with a trace; locally, where nothing is retried, a failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: LAUNCH_OPTIONS,
  },
  projects: [
    // What runs where (ADR 42): a test tagged @desktop-only is the same at every width and runs once,
    // @phone-only only a phone shows (tests/e2e/helpers.ts: DESKTOP_ONLY, PHONE_ONLY, onPhoneIfSampled).
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grepInvert: /@desktop-only/,
      // Tests of the server rather than the page (extra server processes, the TLS proxy on its one port, the
      // crawl of links, which are the same HTML at every width) run once.
      testIgnore: /(probe|proxy|resilience|preview|crawl|supervision)\.spec\.ts$/,
    },
  ],
  webServer:
    target.kind === "external"
      ? undefined
      : [
          {
            // The shop is built and served as `npm start` does it.
            command: "node scripts/start.mjs",
            url: `${target.baseURL}/se`,
            // Served directly on the port, and through the TLS proxy as SITE_URL, whose X-Forwarded-* it trusts from loopback.
            // LAKE=0: this shop reads the local dataset; the Studio tests start their own shop on the lake below.
            env: {
              PORT: String(target.port),
              HOST: "localhost",
              SITE_URL: publicOrigin,
              TRUST_PROXY: "loopback",
              LAKE: "0",
              // The tests read the reset mails there (site/lib/account/outbox-api.server.ts).
              MAIL_OUTBOX_API: "1",
              // Every test shopper comes from this machine: ten times the accounts a minute one address may make.
              AUTH_RATE_LIMIT_FACTOR: "10",
            },
            reuseExistingServer: target.kind === "reuse",
            timeout: 180_000,
            stdout: "ignore",
            stderr: "pipe",
          },
          {
            // The real Studio on the local Content Lake: built when its sources changed, data in memory for this run.
            command: "node studio/lake/main.ts",
            url: `https://localhost:${lakePort}/v1/ping`,
            ignoreHTTPSErrors: true,
            env: {
              LAKE_PORT: String(lakePort),
              LAKE_MEMORY: "1",
              LAKE_DIR: ".data/lake-e2e",
              LAKE_USERS: JSON.stringify(LAKE_TEST_USERS),
              // Set by the tests that move time (tests/e2e/lake-shop.ts); the lake reads it from its start.
              LAKE_CLOCK_FILE: ".data/lake-e2e/clock",
            },
            reuseExistingServer: target.kind === "reuse",
            timeout: 180_000,
            stdout: "ignore",
            stderr: "pipe",
          },
        ],
});
