/**
 * Product rails' previous and next buttons (ProductRail.astro). The products arrive later,
 * from a server island, so each rail is watched until its list is there; then the buttons
 * show, scroll the list by what it shows (snapping to a card), and are aria-disabled at
 * either end. aria-disabled rather than disabled: a button keeps its focus when it
 * reaches the end, so a keyboard user is not thrown back to the top of the page.
 */

const END = 2;

function bind(rail: HTMLElement, list: HTMLElement) {
  const nav = rail.querySelector<HTMLElement>(".rail__nav");
  const buttons = [...rail.querySelectorAll<HTMLButtonElement>("[data-rail-step]")];
  if (!nav || buttons.length === 0) return;
  const update = () => {
    const max = list.scrollWidth - list.clientWidth;
    for (const button of buttons) {
      const back = button.dataset.railStep === "-1";
      const atEnd = back ? list.scrollLeft <= END : list.scrollLeft >= max - END;
      button.setAttribute("aria-disabled", String(atEnd));
    }
  };
  for (const button of buttons) {
    button.addEventListener("click", () => {
      if (button.getAttribute("aria-disabled") === "true") return;
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      list.scrollBy({ left: Number(button.dataset.railStep) * list.clientWidth * 0.9, behavior: still ? "instant" : "smooth" });
    });
  }
  list.addEventListener("scroll", update, { passive: true });
  new ResizeObserver(update).observe(list);
  nav.hidden = false;
  rail.dataset.hydrated = "true";
  update();
}

export function enhanceRails() {
  for (const rail of document.querySelectorAll<HTMLElement>("[data-rail]:not([data-hydrated])")) {
    const list = () => rail.querySelector<HTMLElement>(".rail__list[id]");
    const found = list();
    if (found) {
      bind(rail, found);
      continue;
    }
    const watch = new MutationObserver(() => {
      const arrived = list();
      if (!arrived) return;
      watch.disconnect();
      bind(rail, arrived);
    });
    watch.observe(rail, { childList: true, subtree: true });
  }
}
