/**
 * The top bar's perk lines, one at a time (specification 9: every 4000 ms). The
 * lines are static HTML rendered from Portable Text; this only changes which one
 * is shown. Rotation pauses while the pointer or keyboard focus is inside and
 * stays still for people who ask for reduced motion; changes are announced
 * politely, and not at all while paused.
 *
 * In a preview (the carousel has `data-editing`, which only a preview's page renders) an
 * editor who clicks a perk to edit it keeps that perk in view: the carousel stops on it,
 * also after the page is reloaded with the edit (ADR 40), while the pointer is in the
 * Studio's form and no longer on the perk.
 */
export const PERK_ROTATION_MS = 4000;

/** Where a preview keeps the perk an editor chose (its edit mark), for the reloads that show an edit. */
const PINNED_KEY = "ln-preview-perk";

const markOf = (line: HTMLElement) => line.querySelector("[data-sanity]")?.getAttribute("data-sanity") ?? null;

function readPinned(): string | null {
  try {
    return sessionStorage.getItem(PINNED_KEY);
  } catch {
    return null;
  }
}

function keepPinned(mark: string | null): void {
  try {
    if (mark) sessionStorage.setItem(PINNED_KEY, mark);
  } catch {
    // Storage refused (private mode): the perk stays for this page only.
  }
}

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
  let pinned = false;
  const pause = (value: boolean) => {
    paused = value || pinned;
    live?.setAttribute("aria-live", paused ? "off" : "polite");
  };
  const show = (next: number) => {
    (lines[index] as HTMLElement).hidden = true;
    index = next;
    (lines[index] as HTMLElement).hidden = false;
  };

  if (root.dataset.editing !== undefined) {
    const pin = (line: HTMLElement) => {
      pinned = true;
      pause(true);
      keepPinned(markOf(line));
    };
    const chosen = readPinned();
    const again = chosen ? lines.findIndex((line) => markOf(line) === chosen) : -1;
    if (again >= 0) {
      show(again);
      pin(lines[again] as HTMLElement);
    }
    // Capture: the overlay stops the click on the marked element itself.
    root.addEventListener(
      "pointerdown",
      (event) => {
        const line = lines.find((l) => l.contains(event.target as Node));
        if (line) pin(line);
      },
      { capture: true },
    );
  }
  root.addEventListener("mouseenter", () => pause(true));
  root.addEventListener("mouseleave", () => pause(root.contains(document.activeElement)));
  root.addEventListener("focusin", () => pause(true));
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) pause(root.matches(":hover"));
  });

  const interval = Number(root.dataset.interval) || PERK_ROTATION_MS;
  window.setInterval(() => {
    if (paused) return;
    show((index + 1) % lines.length);
  }, interval);
}
