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
  const times = [];
  for (let i = 1; i <= edits; i++) {
    const word = ` e${Date.now().toString(36).slice(-4)}${i}`;
    await field.click();
    await field.press("End");
    const started = performance.now();
    await field.pressSequentially(word);
    await frame.getByText(word.trim(), { exact: false }).first().waitFor({ state: "attached", timeout: 15_000 });
    times.push(Math.round(performance.now() - started));
    console.log(`edit ${i}: ${times.at(-1)} ms`);
    await page.waitForTimeout(2000);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median =
    sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  console.log(`edit → frame, ${edits} edits: median ${median} ms, range ${sorted[0]}–${sorted.at(-1)} ms`);
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await browser.close();
}
