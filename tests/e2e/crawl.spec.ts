import { expect, test } from "@playwright/test";
import { allStorefronts } from "#lib/markets/markets.ts";

/**
 * Every internal link a shopper can reach from a storefront's home (header, mega
 * and mobile menus, footer, the page itself) leads to a real page: 200, after at
 * most the redirects the shop intends (a product's canonical slug).
 */
test.describe.configure({ mode: "parallel" });

for (const sf of allStorefronts()) {
  test(`every link from ${sf.basePath} answers`, async ({ page }) => {
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
        const status = await statusAfterRedirects(url);
        if (status !== 200) failures.push(`${status} ${new URL(url).pathname}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
  });
}

/**
 * The status a link ends at, following at most two redirects. Node's own fetch, not Playwright's request
 * context, which carries every request through its driver process: the crawl's 3,750 requests cost the
 * runner more than the shop's renders of them (ADR 42, stop 47).
 */
async function statusAfterRedirects(url: string, redirectsLeft = 2): Promise<number> {
  const response = await fetch(url, { redirect: "manual", headers: { "accept-encoding": "identity" } });
  await response.body?.cancel();
  const location = response.headers.get("location");
  if (response.status >= 300 && response.status < 400 && location && redirectsLeft > 0)
    return statusAfterRedirects(new URL(location, url).href, redirectsLeft - 1);
  return response.status;
}
