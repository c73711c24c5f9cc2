import { testBrowserPath } from "#scripts/ensure-chromium.mjs";

/** Flags a closed network needs: no background connections, no component updates, no first-run. */
const CLOSED_NETWORK = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * Work a test's page does not need done (ADR 42, stop 43 addendum): V8 stops at its baseline compiler
 * (a test's page lives a second or two, too short for the optimising tiers' background compiles to pay
 * back), and the software compositor's work stays in the browser process, on one raster thread, instead
 * of a GPU process of its own. What a page does is the same. The whole browser suite alone: 505 → 469 s,
 * 859 → 792 CPU s, Chromium's 534 → 485.
 *
 * Chromium asked to keep to one renderer process where it can (`--renderer-process-limit=1`) starts fewer of
 * them: the suite started 360 renderers instead of 499 (a worker's browser runs one test's pages at a time). A
 * frame of another site runs in its page's renderer with or without the flag, as it did (this headless browser
 * isolates no sites), and every test passes. 36 new pages loaded in a row: Chromium's CPU 9.6–10.0 → 8.5–8.8 s;
 * the whole suite (three workers): 356 → 340 s (ADR 42, stop 53 addendum).
 */
const LEAN = ["--js-flags=--max-opt=1", "--in-process-gpu", "--num-raster-threads=1", "--renderer-process-limit=1"];

/**
 * The browser the tests run in loads no pictures (ADR 42, stop 42 addendum): fetching and drawing the
 * catalog's SVG drawings was about a quarter of Chromium's CPU in the suite, and only the tests about
 * pictures look at them. An image keeps its box (every one has its width and height), so layout,
 * layout shift and what is visible are the same; its `src` and `srcset` are still in the page to read.
 */
export const LAUNCH_OPTIONS = {
  executablePath: testBrowserPath,
  args: [...CLOSED_NETWORK, ...LEAN, "--blink-settings=imagesEnabled=false"],
};

/**
 * For the tests about pictures (that they load, which ones are fetched): `test.use(WITH_IMAGES)` at the top
 * of their file (Playwright takes launch options per file, not per `describe`) runs them in a browser that
 * loads them, in workers of their own.
 */
export const WITH_IMAGES = { launchOptions: { ...LAUNCH_OPTIONS, args: [...CLOSED_NETWORK, ...LEAN] } };
