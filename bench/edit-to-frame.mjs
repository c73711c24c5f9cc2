#!/usr/bin/env node
// Edit → frame: how long an edit typed in the Studio's form takes to show in the Presentation
// tool's frame (issue 28, ADR 39).
//
//   npx node bench/edit-to-frame.mjs --studio https://littlenorth.localhost:3443 --shop https://localhost:4321 \
//     --email eva.editor@example.com --password '…' [--path /se] [--doc perk-sv-se-free-shipping] [--field text] [--edits 10]
//
// Drives /usr/bin/chromium (or CHROMIUM_PATH): signs into the Studio on the local lake, opens
// Presentation on --path of --shop, points at and clicks the element of --doc in the frame (its data-sanity
// attribute; a carousel holds still while pointed at), and then, --edits times, types a new word at the end
// of the form's --field (a field path: its editor is found by Sanity's `field-<path>` test id, since a rich
// text editor has no accessible name) and
// times from the first keystroke until the frame shows the word. Edits are 2 s apart, as an
// editor's separate changes are. Prints every time, the median and the range, and the load.
//
// --input type (the default) types the word a key at a time: the Studio (sanity 6.9.2) sends the
// first key's patch at once and the rest at most once a second (its autocommit throttle), so a
// typed word shows a second after its first key at the earliest. --input paste puts the word in
// as one change (a paste, a single key): one patch, sent at once, which times the rest of the
// way (the lake, its listener, the frame's draft render and swap).
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const studio = option("--studio", "https://littlenorth.localhost:3443");
const shop = option("--shop", "http://localhost:4321");
const email = option("--email", "");
const password = option("--password", "");
const path = option("--path", "/se");
const doc = option("--doc", "perk-sv-se-free-shipping");
const fieldPath = option("--field", "text");
const edits = Number(option("--edits", "10"));
const input = option("--input", "type");
if (!["type", "paste"].includes(input)) throw new Error("--input is type or paste");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await (await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 900 } })).newPage();
  await page.goto(`${studio}/studio`);
  await page.getByRole("link", { name: "Little North account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: /Swedish/ }).waitFor({ timeout: 60_000 });
  await page.goto(`${studio}/studio/presentation?preview=${encodeURIComponent(`${shop}${path}`)}`);
  const frame = page.frameLocator("iframe").first();
  // The tool turns its Edit switch on once the frame's overlays have connected; a click before that only reaches the shop.
  const overlays = page.getByRole("checkbox", { name: "Edit" });
  for (let waited = 0; !(await overlays.isEnabled().catch(() => false)); waited += 250) {
    if (waited > 90_000) throw new Error("the frame's overlays did not connect");
    await page.waitForTimeout(250);
  }
  const target = frame.locator(`[data-sanity*="id=${doc};"]:visible`).first();
  await target.hover({ timeout: 60_000 });
  await target.click({ timeout: 60_000 });
  const field = page.getByTestId(`field-${fieldPath}`).getByRole("textbox").first();
  await field.waitFor({ timeout: 30_000 });
  // Where the time goes: the Studio's patch to the lake, and the frame's draft render of the page.
  const events = [];
  const kind = (request) => {
    const url = new URL(request.url());
    if (/\/data\/(mutate|actions)\//.test(url.pathname)) return "commit";
    if (request.frame() !== page.mainFrame() && request.resourceType() === "fetch" && url.pathname === path) return "render";
    return null;
  };
  page.on("request", (request) => {
    const k = kind(request);
    if (k) events.push({ k: `${k} sent`, at: performance.now() });
  });
  page.on("requestfinished", (request) => {
    const k = kind(request);
    if (k) events.push({ k: `${k} back`, at: performance.now() });
  });
  const steps = { "commit sent": [], "commit back": [], "render sent": [], "render back": [], "render back → in page": [] };
  const times = [];
  /** From the edit's first input event to the word in the frame's page, both read in the browser. */
  const browserTimes = [];
  /** From the edit's last input event to the word in the frame's page. */
  const lastKeyTimes = [];
  for (let i = 1; i <= edits; i++) {
    const word = ` e${Date.now().toString(36).slice(-4)}${i}`;
    await field.click();
    await field.press("End");
    // In the frame's own clock: when its draft render came back, and when the word was in the page.
    const inFrame = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url()).pathname === path);
    await inFrame?.evaluate((expected) => {
      const w = /** @type {any} */ (window);
      w.__benchSeen = undefined;
      w.__benchObserver?.disconnect();
      w.__benchObserver = new MutationObserver(() => {
        if (w.__benchSeen === undefined && document.body.textContent?.includes(expected)) w.__benchSeen = performance.now();
      });
      w.__benchObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, word.trim());
    // The first input event of the edit, in the Studio's clock (both clocks are the browser's: timeOrigin + now).
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__benchKey = undefined;
      w.__benchLastKey = undefined;
      if (w.__benchListening) return;
      w.__benchListening = true;
      document.addEventListener(
        "beforeinput",
        () => {
          const now = performance.timeOrigin + performance.now();
          w.__benchKey ??= now;
          w.__benchLastKey = now;
        },
        { capture: true },
      );
    });
    const started = performance.now();
    if (input === "paste") await page.keyboard.insertText(word);
    else await field.pressSequentially(word);
    await frame.getByText(word.trim(), { exact: false }).first().waitFor({ state: "attached", timeout: 15_000 });
    times.push(Math.round(performance.now() - started));
    const swap = await inFrame?.evaluate((p) => {
      const fetched = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.initiatorType === "fetch" && new URL(entry.name).pathname === p)
        .at(-1);
      const seen = /** @type {any} */ (window).__benchSeen;
      return fetched && seen
        ? { swap: Math.round(seen - fetched.responseEnd), seenAt: performance.timeOrigin + seen }
        : undefined;
    }, path);
    const [keyAt, lastKeyAt] = await page.evaluate(() => [
      /** @type {any} */ (window).__benchKey,
      /** @type {any} */ (window).__benchLastKey,
    ]);
    if (swap) steps["render back → in page"].push(swap.swap);
    const inBrowser = swap && keyAt ? Math.round(swap.seenAt - keyAt) : undefined;
    if (inBrowser !== undefined) browserTimes.push(inBrowser);
    // What an editor waits for: the frame showing the word they have just finished typing.
    const fromLastKey = swap && lastKeyAt ? Math.round(swap.seenAt - lastKeyAt) : undefined;
    if (fromLastKey !== undefined) lastKeyTimes.push(fromLastKey);
    const at = (k) => events.find((event) => event.k === k && event.at >= started)?.at;
    const marks = ["commit sent", "commit back", "render sent", "render back"].map((k) => {
      const t = at(k);
      if (t !== undefined) steps[k].push(t - started);
      return `${k} +${t === undefined ? "?" : Math.round(t - started)}`;
    });
    // Every commit of the edit: a typed word can take several (the Studio's own, and ADR 39's after a pause).
    const commits = events
      .filter((event) => event.k === "commit sent" && event.at >= started)
      .map((event) => Math.round(event.at - started));
    events.length = 0;
    console.log(
      `edit ${i}: ${inBrowser ?? "?"} ms in the browser (${fromLastKey ?? "?"} ms after its last key), ${times.at(-1)} ms seen from here (${marks.join(", ")}; commits sent at +${commits.join(", +")}; in the page ${swap?.swap ?? "?"} ms after its render came back)`,
    );
    await page.waitForTimeout(2000);
  }
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median =
      sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    return `median ${median} ms, range ${sorted[0]}–${sorted.at(-1)} ms`;
  };
  const what = input === "paste" ? "one change each" : "typed";
  // The browser's figure is the edit's: Playwright hears of a change in the frame a few hundred ms late on a busy machine.
  console.log(`edit → frame, ${edits} edits (${what}), in the browser: ${summary(browserTimes)}`);
  console.log(`edit → frame, ${edits} edits (${what}), in the browser from the last key: ${summary(lastKeyTimes)}`);
  console.log(`edit → frame, ${edits} edits (${what}), as Playwright saw it: ${summary(times)}`);
  console.log(
    `medians from the first key: ${Object.entries(steps)
      .map(([k, v]) => `${k} ${v.length ? Math.round([...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]) : "?"} ms`)
      .join(", ")}`,
  );
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await browser.close();
}
