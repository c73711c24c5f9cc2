import { expect, test } from "@playwright/test";
import { allStorefronts } from "#lib/markets/markets.ts";

/**
 * Every internal link a shopper can reach from a storefront's home (header, mega
 * and mobile menus, footer, the page itself) leads to a real page: 200, after at
 * most the redirects the shop intends (a product's canonical slug).
 */
test.describe.configure({ mode: "parallel" });

for (const sf of allStorefronts()) {
  test(`every link from ${sf.basePath} answers`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.goto(sf.basePath);
    const links = await page
      .locator("a[href]")
      .evaluateAll((anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(window.location.origin)),
      );
    const unique = [...new Set(links.map((href) => href.split("#")[0] as string))];
    expect(unique.length).toBeGreaterThan(100);

    const failures: string[] = [];
    const queue = [...unique];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        // Uncompressed: what is checked is the status. Compressing and unpacking a storefront's 235 cold answers
        // cost about 1 CPU s of the shop's 7 and the client's 1.5 (ADR 42, stop 40); compression has tests of its own.
        const response = await request.get(url, { maxRedirects: 2, headers: { "accept-encoding": "identity" } });
        if (response.status() !== 200) failures.push(`${response.status()} ${new URL(url).pathname}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
  });
}
