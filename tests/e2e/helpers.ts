import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/**
 * Waits until a React island has hydrated: islands mark their root with data-hydrated once mounted.
 * An island hydrated on interaction (`client:interaction`, ADR 21) is first pointed at,
 * as a shopper would before using it.
 */
export async function waitForHydration(page: Page, selector = "[data-hydrated='true']") {
  const base = selector.replace(/\[data-hydrated='true'\]$/, "");
  if (base && base !== selector) {
    const onInteraction = page.locator(`astro-island[client='interaction'] ${base}`).first();
    if (await onInteraction.count()) {
      if (await onInteraction.isVisible()) await onInteraction.hover();
      else await onInteraction.dispatchEvent("pointerover");
    }
  }
  await expect(page.locator(selector).first()).toBeAttached({ timeout: 15_000 });
}

/** Serious and critical accessibility violations on the current page (axe, WCAG 2.2 AA). */
export async function seriousViolations(page: Page) {
  // An axe run on a listing took 5–30 s on a loaded 2-core machine (ADR 42): each run gets its own 30 s,
  // so a test's other steps keep theirs (the checks are the same; only the wait is longer).
  test.info().setTimeout(test.info().timeout + 30_000);
  // A page without frames is checked in the page itself (axe's legacy mode): the same rules over the same DOM,
  // without the blank page the default mode opens to gather frames' results, which was half of each run's time
  // (a listing: 3.7–4.1 s → 1.8–2.1 s; ADR 42, stop 52 addendum). A page with frames keeps the default mode,
  // the one that tests cross-origin frames.
  // Only the violations in full: axe lists every passing element too (1,600 on a listing, 0.9 MB of results carried
  // from the page through Playwright's driver to the test), and nobody reads them. With `resultTypes` each passing
  // rule names one element: the same rules run, the same violations come back, a run takes 0.7 s instead of 1.1 and
  // the test's process 20 ms of CPU instead of 180–330 (ADR 42, stop 53 addendum). `options` replaces what
  // `withTags` set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Stores a consent choice before the page loads, so the cookie consent dialog
 * (which takes focus on a first visit) stays out of tests about something else.
 */
export async function skipConsent(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "ln_consent", value: "skipped-by-test", url: baseURL ?? "http://localhost" }]);
}

/**
 * Records every layout shift of the page from its start, with what moved: read it with
 * `layoutShifts`, which is empty while the page keeps still. A failure names the element
 * and its boxes before and after, so a rare shift on a loaded machine can be traced.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const w = window as unknown as { layoutShifts: string[] };
    w.layoutShifts = [];
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${[...node.classList].map((c) => `.${c}`).join("")}`
        : (node?.nodeName ?? "(gone)");
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources = [] } = entry as unknown as { value: number; sources?: Source[] };
        const moved = sources.map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`);
        w.layoutShifts.push(`${value.toPrecision(2)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ") || "no source"}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);

/**
 * What of a region would move if the browser painted the page before the rest of it had arrived: for each element of
 * the region, the document is cut after it (every later node taken out, as a parser that stopped there would have
 * it), and every element then on the page whose place differs from its place in the whole page is named. A browser
 * may paint at any such point on a slow network or a busy machine, and a place that changes when the rest comes is a
 * layout shift (issue 32: the order page's values moved 16 px when its last row arrived, in one CI run of three).
 * Empty when every part of the region is placed by what comes before it. The page is put back as it was.
 */
export const prefixShifts = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const region = document.querySelector(selector);
    if (!region) throw new Error(`no ${selector} on the page`);
    // A <br> has no place of its own to keep.
    const elements = [region, ...region.querySelectorAll("*")].filter((e) => e.tagName !== "BR");
    const place = (e: Element) => {
      const r = e.getBoundingClientRect();
      return `${Math.round(r.x + scrollX)},${Math.round(r.y + scrollY)}`;
    };
    const whole = new Map(elements.map((e) => [e, place(e)]));
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join("")} "${e.textContent?.trim().slice(0, 24)}"`;
    const moved: string[] = [];
    for (const cut of elements) {
      const later: { node: ChildNode; parent: Node; next: ChildNode | null }[] = [];
      for (let n: Node = cut; n.parentNode && n !== document.body; n = n.parentNode) {
        for (let s = n.nextSibling; s; s = s.nextSibling) later.push({ node: s, parent: n.parentNode, next: s.nextSibling });
      }
      for (const { node } of later) node.remove();
      for (const e of elements) {
        if (e.isConnected && place(e) !== whole.get(e))
          moved.push(`${name(e)} at ${place(e)}, then ${whole.get(e)}, cut after ${name(cut)}`);
      }
      for (const { node, parent, next } of later.reverse()) parent.insertBefore(node, next);
    }
    return moved;
  }, selector);

export const resetLayoutShifts = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { layoutShifts: string[] }).layoutShifts = [];
  });

/** Records Content-Security-Policy violations from the page's start: its events and the console's "Refused to …" lines. */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(m.text())) messages.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/**
 * A page's HTML as the server answers it (200 expected). For what is the same at every width and only differs by
 * storefront: every storefront's HTML read (with the browser's DOMParser in `page.evaluate` where it needs a DOM),
 * the browser's walk through the page kept for a sample (ADR 42, stop 40).
 */
export async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** A fresh e-mail per test and retry, so runs never collide. */
export const freshEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Registers through the API (the browser context's cookies: the page is then signed in). */
export async function registerByApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  member: boolean,
  firstName = "Alva",
) {
  const email = freshEmail(firstName.toLowerCase());
  const res = await request.post("/api/account/register", {
    headers: { origin: new URL(baseURL ?? "http://localhost").origin },
    data: { firstName, email, mobilePhone: "070-123 45 67", password: "a long secret", memberTerms: member },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** Puts one product of the storefront in stock into the browser context's cart, through the cart API; answers its name. */
export async function addAnyProduct(
  request: APIRequestContext,
  baseURL: string | undefined,
  sf: { market: { code: string }; language: string },
): Promise<string> {
  const origin = new URL(baseURL ?? "http://localhost").origin;
  for (let n = 100_001; n < 100_200; n++) {
    const answer = await request.get(`/api/products/LN${n}?market=${sf.market.code}&language=${sf.language}`);
    if (!answer.ok()) continue;
    const group = (await answer.json()) as { name: string; variants: { variantId: number; inStock: boolean }[] };
    const variant = group.variants.find((v) => v.inStock);
    if (!variant) continue;
    const added = await request.post("/api/cart/items", {
      headers: { origin },
      data: {
        product: { variantId: variant.variantId, quantity: 1 },
        options: { market: sf.market.code },
        language: sf.language,
      },
    });
    if (added.ok()) return group.name;
  }
  throw new Error(`no product in stock in ${sf.market.code}`);
}

/**
 * Where a test runs (playwright.config.ts, ADR 42). Both projects run every test unless it says
 * otherwise: `@desktop-only` for what is the same at every width (server behaviour, the words and
 * prices of a storefront, headers, redirects, a form's answers), `@phone-only` for what only a
 * phone shows. Keep a test on both when the width changes what the shopper sees or does: layout,
 * navigation, menus, sheets, the gallery, axe on a page.
 */
/** A viewport narrower than the desktop layout (1024 px): the phone project, or a test that sets a phone width. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

export const DESKTOP_ONLY = { tag: "@desktop-only" } as const;
export const PHONE_ONLY = { tag: "@phone-only" } as const;

/** The storefronts a per-storefront test also visits on a phone: one Nordic, one English, one Polish (the longest words). */
export const PHONE_SAMPLE: readonly string[] = ["/se", "/fi/en", "/pl"];

/**
 * For a test per storefront, at the end of its title: every storefront on desktop, the phone
 * sample on a phone too (a tag in the title, so the test's call keeps its shape).
 */
export const onPhoneIfSampled = (basePath: string) => (PHONE_SAMPLE.includes(basePath) ? "" : ` ${DESKTOP_ONLY.tag}`);
