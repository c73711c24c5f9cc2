#!/usr/bin/env node
// Where a product page puts what a shopper needs to buy: the top and bottom (px from the top of the
// page) of the product's name, price, size choice and add-to-cart button at a phone's 390×844,
// and whether each ends inside the first screen (issue 29 item 8).
//
//   node bench/product-first-screen.mjs [--base URL] [--width 390] [--height 844] [path ...]
//
// The shop must be running at --base (default http://localhost:4321, `npm start`).
import { chromium } from "@playwright/test";
import { arg } from "./lib.mjs";

const base = arg("--base", process.env.BENCH_BASE_URL || "http://localhost:4321");
const width = Number(arg("--width", "390"));
const height = Number(arg("--height", "844"));
const named = new Set(["--base", "--width", "--height"]);
const paths = process.argv.slice(2).filter((a, i, all) => !named.has(a) && !named.has(all[i - 1]));
if (paths.length === 0) paths.push("/se/pfutze-pelle-svarta-sandaler-med-glitter-100507");

const PARTS = {
  name: ".product__name",
  price: ".product__price",
  sizes: ".sizes",
  buy: ".product__form button[type='submit']",
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
console.log(`viewport ${width}×${height}`);
for (const path of paths) {
  await page.goto(new URL(path, base).href, { waitUntil: "load" });
  const boxes = await page.evaluate((parts) => {
    const out = {};
    for (const [name, selector] of Object.entries(parts)) {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      out[name] = box ? { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY) } : null;
    }
    return out;
  }, PARTS);
  console.log(path);
  for (const [name, box] of Object.entries(boxes)) {
    console.log(
      `  ${name.padEnd(6)} ${box ? `top ${String(box.top).padStart(5)} bottom ${String(box.bottom).padStart(5)}  ${box.bottom <= height ? "in the first screen" : "below the first screen"}` : "missing"}`,
    );
  }
}
await browser.close();
