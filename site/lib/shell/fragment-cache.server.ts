/**
 * Parts of the shell that are the same on every page of a storefront (the header
 * with its mega menu and mobile menu: about a quarter of a page's HTML) are
 * rendered once per storefront and reused, until a content change drops them
 * (ADR 19). A render begun before a change is not kept after it, as in the render
 * cache. The HTML kept is what Astro rendered from the shop's own components,
 * escaped as usual: no content or shopper text enters it any other way.
 */
import { onContentChange } from "#lib/content/change-bus.server.ts";
import { inPreview } from "#lib/content/draft-mode.server.ts";
import { keptMarker } from "./kept-bytes.server.ts";

interface Entry {
  html: Promise<string>;
  /** The kept copy once its render has finished: what `kept` answers without a promise. */
  done?: string;
  /** `done` encoded, once, the first time a spliced page writes it (kept-bytes.server.ts). */
  bytes?: Buffer;
  expires: number;
}

export interface FragmentCacheOptions {
  /**
   * How long a fragment is kept without a change event: the render cache's minute
   * (CACHE.page), so a source that sends none (a Sanity project without the webhook)
   * shows its edits as soon as the pages around them do.
   */
  maxAgeMs?: number;
  /** Past this many fragments the oldest goes (unbounded when not given: the shell has a few per storefront). */
  maxEntries?: number;
  now?: () => number;
}

export class FragmentCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxAge: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({ maxAgeMs = 60_000, maxEntries = Number.POSITIVE_INFINITY, now = Date.now }: FragmentCacheOptions = {}) {
    this.#maxAge = maxAgeMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /**
   * The fragment under `key`, rendered by `render` when it is not kept yet (or no
   * longer). The render that made it gets the HTML as rendered; later pages get
   * `keep(html)`, the copy that is kept.
   */
  async get(key: string, render: () => Promise<string>, keep: (html: string) => string = (html) => html): Promise<string> {
    // A preview shows drafts: rendered for it alone, never kept for shoppers.
    if (inPreview()) return render();
    const kept = this.#entries.get(key);
    if (kept && kept.expires > this.#now()) return kept.html;
    const generation = this.#generation;
    const rendering = render();
    const entry: Entry = { html: rendering.then(keep), expires: this.#now() + this.#maxAge };
    entry.html.then(
      (html) => {
        entry.done = html;
      },
      () => {},
    );
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    try {
      const html = await rendering;
      if (generation !== this.#generation) forget();
      return html;
    } catch (error) {
      forget();
      entry.html.catch(() => {});
      throw error;
    }
  }

  /**
   * The kept copy under `key` if it is rendered and still good, else undefined: for a list
   * that asks for many fragments at once (a listing's cards), so the ones kept cost no
   * component and no promise each. Never answers in a preview, as `get` never keeps there.
   */
  kept(key: string): string | undefined {
    if (inPreview()) return undefined;
    const entry = this.#entries.get(key);
    return entry && entry.expires > this.#now() ? entry.done : undefined;
  }

  /**
   * What a page writes for `html`, the fragment `get` or `kept` gave for `key`: when it is the kept
   * copy and the page is spliced (kept-bytes.server.ts), a marker for the copy's bytes, encoded
   * once; else the HTML itself.
   */
  written(key: string, html: string): string {
    const entry = this.#entries.get(key);
    if (entry?.done !== html) return html;
    entry.bytes ??= Buffer.from(html);
    return keptMarker(html, entry.bytes) ?? html;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * Astro puts its island scripts (the `<astro-island>` element, a directive's loader)
 * inline before the first island of a page that needs them, and only there. A header
 * rendered first on its page carries them; kept, it would bring a second copy to every
 * later page. Its kept copy leaves out inline scripts (the header has none of its own:
 * its script is a bundled module), and the page asks Astro for them outside any kept
 * fragment (IslandScripts.astro).
 */
export function withoutInlineScripts(html: string): string {
  return html.replace(/<script>[\s\S]*?<\/script>/g, "");
}

/** The shell's fragments in this server process; any content change drops them all (menus, settings, perks). */
export const shellFragments = new FragmentCache();

/** Registered at server start (site/lib/server-start.server.ts). */
export function clearShellFragmentsOnChange(): () => void {
  return onContentChange(() => shellFragments.clear());
}
