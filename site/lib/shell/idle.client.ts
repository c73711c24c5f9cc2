/**
 * Runs `work` when the browser is idle, and at the latest after `timeout` ms: page work
 * that must never compete with the first paint and input (the banner, the cart count,
 * the first-visit consent box). Browsers without requestIdleCallback (Safari) get a
 * short delay instead.
 */
export function whenIdle(work: () => void, timeout: number, fallbackDelay = 200): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, fallbackDelay);
}
