import { chromium } from "@playwright/test";

const base = "http://localhost:4750";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const width = Number(process.argv[2] ?? 1280);
const context = await browser.newContext({ viewport: { width, height: 800 } });
await context.addCookies([{ name: "ln_consent", value: "skipped-by-test", url: base }]);
const page = await context.newPage();
await page.addInitScript(() => {
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.shifts.push({
        value: e.value,
        t: e.startTime,
        sources: e.sources.map(
          (s) =>
            (s.node ? s.node.outerHTML?.slice(0, 120) || s.node.nodeName : "?") + JSON.stringify([s.previousRect, s.currentRect]),
        ),
      });
  }).observe({ type: "layout-shift", buffered: true });
});
const email = `cls.${Date.now()}@example.com`;
const r = await page.request.post(`${base}/api/account/register`, {
  headers: { origin: base },
  data: { firstName: "Alva", email, mobilePhone: "070-123 45 67", password: "a long secret", memberTerms: true },
});
console.log("register", r.status());
for (const path of (process.argv[3] ?? "/se/user/settings").split(",")) {
  await page.goto(base + path);
  await page.waitForTimeout(3000);
  console.log(path, JSON.stringify(await page.evaluate(() => window.shifts), null, 1));
}
await browser.close();
