/** A shop that reads the browser tests' local Content Lake, as `npm start` runs one. */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { shopEnvForLake } from "#lib/content/lake-env.server.ts";
import { LAKE_PROJECT, lakeOrigin, lakePortFor } from "./lake.ts";
import { type ShopProcess, secondDatabase, startShop } from "./servers.ts";

/** The folder of the browser tests' lake (playwright.config.ts): its certificate and the shop's token. */
export const LAKE_E2E_DIR = ".data/lake-e2e";
/** The file that sets the tests' lake's clock (studio/lake/clock.ts), written by the tests alone. */
export const LAKE_E2E_CLOCK = `${LAKE_E2E_DIR}/clock`;

/**
 * A shop process reading the browser tests' lake, wired as `npm start` wires the shop
 * to its lake (site/lib/content/lake-env.server.ts), with a database of its own.
 */
export async function startShopOnLake(): Promise<ShopProcess & { close(): Promise<void> }> {
  const port = lakePortFor(Number(process.env.E2E_PORT) || 4329);
  // The lake answers its ping a moment before it has written the shop's tokens (a test in beforeAll comes that early).
  for (let waited = 0; !existsSync(resolve(LAKE_E2E_DIR, "preview-token")) && waited < 30_000; waited += 250) await sleep(250);
  const token = readFileSync(resolve(LAKE_E2E_DIR, "shop-token"), "utf8").trim();
  const previewToken = readFileSync(resolve(LAKE_E2E_DIR, "preview-token"), "utf8").trim();
  const database = secondDatabase();
  const shop = await startShop({
    ...database.env,
    ...shopEnvForLake({
      origin: lakeOrigin(),
      apiHost: `https://localhost:${port}`,
      projectId: LAKE_PROJECT,
      dataset: "production",
      token,
      previewToken,
      certificatePath: resolve(LAKE_E2E_DIR, "cert.pem"),
    }),
    // The tests' lake starts empty every run: copies kept from an earlier run's lake would be another dataset's.
    CONTENT_CACHE_DIR: mkdtempSync(join(tmpdir(), "ln-lake-copies-")),
  });
  return {
    ...shop,
    async close() {
      await shop.stop();
      database.cleanup();
    },
  };
}
