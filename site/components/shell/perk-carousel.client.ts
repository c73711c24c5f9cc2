/**
 * The top bar's perk lines, one at a time (specification 9: every 4000 ms). The
 * lines are static HTML rendered from Portable Text; this only changes which one
 * is shown. Rotation pauses while the pointer or keyboard focus is inside and
 * stays still for people who ask for reduced motion; changes are announced
 * politely, and not at all while paused.
 */
export const PERK_ROTATION_MS = 4000;

export function initPerkCarousel(root: HTMLElement): void {
  const lines = [...root.querySelectorAll<HTMLElement>(".perk-carousel__line")];
  const live = root.querySelector<HTMLElement>("[aria-live]");
  root.dataset.hydrated = "true";
  if (lines.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  let index = Math.max(
    0,
    lines.findIndex((line) => !line.hidden),
  );
  let paused = false;
  const pause = (value: boolean) => {
    paused = value;
    live?.setAttribute("aria-live", value ? "off" : "polite");
  };
  root.addEventListener("mouseenter", () => pause(true));
  root.addEventListener("mouseleave", () => pause(root.contains(document.activeElement)));
  root.addEventListener("focusin", () => pause(true));
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) pause(root.matches(":hover"));
  });

  const interval = Number(root.dataset.interval) || PERK_ROTATION_MS;
  window.setInterval(() => {
    if (paused) return;
    (lines[index] as HTMLElement).hidden = true;
    index = (index + 1) % lines.length;
    (lines[index] as HTMLElement).hidden = false;
  }, interval);
}
