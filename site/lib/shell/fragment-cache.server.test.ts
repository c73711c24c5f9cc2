import { describe, expect, it } from "vitest";
import { applyContentChange } from "#lib/content/change-bus.server.ts";
import { renderInPreview } from "#lib/content/draft-mode.server.ts";
import { clearShellFragmentsOnChange, FragmentCache, shellFragments, withoutInlineScripts } from "./fragment-cache.server.ts";
import { renderSpliced } from "./kept-bytes.server.ts";

const change = { ids: ["menu.sv"], types: ["menu"], languages: ["sv"], markets: [] };

describe("kept shell fragments", () => {
  it("renders a fragment once per key and reuses it", async () => {
    const cache = new FragmentCache();
    let renders = 0;
    const render = async () => `<header>${++renders}</header>`;
    expect(await cache.get("header|se|sv", render)).toBe("<header>1</header>");
    expect(await cache.get("header|se|sv", render)).toBe("<header>1</header>");
    expect(await cache.get("header|fi|fi", render)).toBe("<header>2</header>");
    expect(renders).toBe(2);
  });

  it("renders once for requests that arrive together", async () => {
    const cache = new FragmentCache();
    let renders = 0;
    const render = () => new Promise<string>((r) => setTimeout(() => r(`<h>${++renders}</h>`), 5));
    const pages = await Promise.all([1, 2, 3].map(() => cache.get("k", render)));
    expect(pages).toEqual(["<h>1</h>", "<h>1</h>", "<h>1</h>"]);
  });

  it("renders again after a content change, and does not keep a render begun before it", async () => {
    const cache = new FragmentCache();
    let release = (_html: string) => {};
    const slow = new Promise<string>((r) => {
      release = r;
    });
    const pending = cache.get("k", () => slow);
    cache.clear();
    release("<old/>");
    expect(await pending).toBe("<old/>");
    expect(await cache.get("k", async () => "<new/>")).toBe("<new/>");
  });

  it("renders again after its minute, for sources that announce no change", async () => {
    let now = 0;
    const cache = new FragmentCache({ now: () => now });
    await cache.get("k", async () => "a");
    now = 59_999;
    expect(await cache.get("k", async () => "b")).toBe("a");
    now = 60_000;
    expect(await cache.get("k", async () => "b")).toBe("b");
  });

  it("keeps at most maxEntries, the oldest going first (the product cards: one per card)", async () => {
    const cache = new FragmentCache({ maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("b", async () => "b2")).toBe("b1");
    expect(await cache.get("a", async () => "a2")).toBe("a2");
  });

  it("does not keep a failed render", async () => {
    const cache = new FragmentCache();
    await expect(cache.get("k", async () => Promise.reject(new Error("source down")))).rejects.toThrow("source down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("drops the shop's fragments on every content change", async () => {
    const stop = clearShellFragmentsOnChange();
    await shellFragments.get("header|se|sv", async () => "<header/>");
    expect(shellFragments.size).toBeGreaterThan(0);
    applyContentChange(change);
    expect(shellFragments.size).toBe(0);
    stop();
  });
});

describe("the kept copy", () => {
  it("goes to later pages; the page that rendered it gets it as rendered", async () => {
    const cache = new FragmentCache();
    const rendered =
      '<script>(()=>{customElements.define("astro-island",class{})})()</script><astro-island uid="a"></astro-island>';
    expect(await cache.get("k", async () => rendered, withoutInlineScripts)).toBe(rendered);
    expect(await cache.get("k", async () => "again", withoutInlineScripts)).toBe('<astro-island uid="a"></astro-island>');
  });

  it("leaves out inline scripts only, not bundled ones", () => {
    expect(withoutInlineScripts('<p>a</p><script>x()</script><script type="module" src="/_astro/h.js"></script>')).toBe(
      '<p>a</p><script type="module" src="/_astro/h.js"></script>',
    );
  });
});

describe("a kept copy read at once, and written as bytes", () => {
  it("answers the kept copy without a promise once its render has finished, and nothing before or after its minute", async () => {
    let now = 0;
    const cache = new FragmentCache({ now: () => now });
    expect(cache.kept("card")).toBeUndefined();
    const pending = cache.get("card", async () => "<li>card</li>");
    expect(cache.kept("card")).toBeUndefined();
    await pending;
    await Promise.resolve();
    expect(cache.kept("card")).toBe("<li>card</li>");
    expect(await renderInPreview(async () => cache.kept("card"))).toBeUndefined();
    now = 60_000;
    expect(cache.kept("card")).toBeUndefined();
  });

  it("writes the kept copy as a marker in a spliced page, and any other HTML as it is", async () => {
    const cache = new FragmentCache();
    const asRendered = await cache.get("header", async () => "<header>menu<script>x</script></header>", withoutInlineScripts);
    const kept = await cache.get("header", async () => "never");
    expect(kept).toBe("<header>menu</header>");
    // Outside a spliced page, and for the copy the first page got (it keeps its script), the HTML itself.
    expect(cache.written("header", kept)).toBe(kept);
    const { body } = await renderSpliced(async () => {
      expect(cache.written("header", asRendered)).toBe(asRendered);
      expect(cache.written("other", "<p>other</p>")).toBe("<p>other</p>");
      const marker = cache.written("header", kept);
      expect(marker).toMatch(/^<!--kept:/);
      return new Response(`<body>${marker}</body>`);
    });
    expect(new TextDecoder().decode(body)).toBe("<body><header>menu</header></body>");
  });
});
