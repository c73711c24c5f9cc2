import type { ClientDirective } from "astro";
import { HYDRATE_EVENT } from "./hydrate-event.ts";

/**
 * `client:interaction` hydrates an island when the shopper is about to use it,
 * not when the page loads (ADR 21): pointing at it, touching it or tabbing to it
 * starts the hydration, so it is usually done before the click lands. A click
 * that comes first (a screen reader's, a fast tap) is held and given again once
 * the island is live; if the island's code cannot load, the held click gets its
 * default action, so the server-rendered link still leads where it says. Code
 * can wake an island too, with HYDRATE_EVENT dispatched inside it.
 */
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const LISTEN = { capture: true, passive: true } as const;
/** How long a held click waits for the island to mark itself hydrated. */
const MOUNT_WAIT_MS = 3000;

/** Islands mark their root data-hydrated once mounted (site/islands/use-modal-dialog.ts). */
function mounted(island: HTMLElement): Promise<void> {
  if (island.querySelector("[data-hydrated='true']")) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (island.querySelector("[data-hydrated='true']")) done();
    });
    observer.observe(island, { subtree: true, childList: true, attributeFilter: ["data-hydrated"] });
    const timer = setTimeout(done, MOUNT_WAIT_MS);
  });
}

const interaction: ClientDirective = (load, _options, island) => {
  let hydrating: Promise<void> | null = null;
  const hydrate = () => {
    hydrating ??= (async () => {
      for (const type of INTENT) island.removeEventListener(type, intent, LISTEN);
      // Astro reports an island whose code did not load (after one retry) with this event, and hydrates nothing.
      let failed = false;
      island.addEventListener("astro:hydration-error", () => (failed = true), { once: true });
      await (await load())();
      if (failed) throw new Error("the island's code did not load");
      await mounted(island);
    })().finally(() => island.removeEventListener("click", hold, true));
    return hydrating;
  };
  const intent = () => {
    hydrate().catch(() => {});
  };
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("a, button, label, summary") : null;
    if (!target) return;
    island.removeEventListener("click", hold, true);
    event.preventDefault();
    event.stopPropagation();
    const again = () => target.click();
    hydrate().then(again, again);
  };
  for (const type of INTENT) island.addEventListener(type, intent, LISTEN);
  island.addEventListener(HYDRATE_EVENT, intent, { once: true });
  island.addEventListener("click", hold, true);
};

export default interaction;

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
  }
}
