import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { inStock, type ShopProcess, secondDatabase, startShop } from "./servers.ts";

/**
 * Issue 14: an edit of the local dataset reaches every page of a storefront while
 * the shop runs. A second shop process from the same build reads a copy of the
 * dataset (the committed seed file is never edited); the test edits the copy.
 */
test.setTimeout(120_000);

const SEED = resolve(import.meta.dirname, "../../seed/content.ndjson");

/** The copy with the Swedish primary menu's first item renamed. */
function renameFirstPrimaryItem(path: string, name: string) {
  const lines = readFileSync(path, "utf8").split("\n");
  const edited = lines.map((line) => {
    if (!line.includes('"_id":"menu-sv-primary"')) return line;
    const menu = JSON.parse(line);
    menu.items[0].name = name;
    return JSON.stringify(menu);
  });
  writeFileSync(path, edited.join("\n"));
}

test("an edited menu label shows on the home, a static and a product page of the storefront without a restart", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "a server test: the desktop run covers it");
  const dir = mkdtempSync(join(tmpdir(), "ln-live-"));
  const dataset = join(dir, "content.ndjson");
  copyFileSync(SEED, dataset);
  const db = secondDatabase();
  let shop: ShopProcess | undefined;
  try {
    shop = await startShop({ ...db.env, CONTENT_DATASET: dataset });
    const [product] = await inStock(shop.base, 1, 100300);
    const pages = ["/se", "/se/page/leverans", product?.fullSlug as string];
    const menu = () => page.getByRole("navigation", { name: "Huvudmeny" });

    // Seen once before the edit, so every page is in the render cache with the old label.
    for (const path of pages) {
      await page.goto(`${shop.base}${path}`);
      await expect(menu().getByRole("button", { name: "Kille", exact: true })).toBeVisible();
    }

    renameFirstPrimaryItem(dataset, "Killar just nu");
    for (const path of pages) {
      // The shop serves the new label within the 5 s target (its HTML, asked for again and again: a
      // tab's load on a busy machine is no measure of the shop), and a shopper's tab shows it.
      await expect(async () => {
        const html = await (await page.request.get(`${shop?.base}${path}`)).text();
        expect(html).toContain("Killar just nu");
      }).toPass({ timeout: 5_000, intervals: [250] });
      await page.goto(`${shop.base}${path}`);
      await expect(menu().getByRole("button", { name: "Killar just nu" })).toBeVisible();
      await expect(menu().getByRole("button", { name: "Kille", exact: true })).toHaveCount(0);
    }
    expect(shop.output()).toContain("local dataset changed");
  } finally {
    await shop?.stop();
    db.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
});
