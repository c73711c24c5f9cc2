/**
 * The header's scroll behaviour: scrolled down past the header, it becomes a
 * fixed compact bar without the navbar; scrolling up brings the navbar back;
 * at the top it is in the page again. The header's slot keeps its height all
 * along, so nothing below it moves (no layout shift).
 */
export function initHeaderScroll(): void {
  const slot = document.querySelector<HTMLElement>(".header-slot");
  const header = slot?.querySelector<HTMLElement>(".site-header");
  if (!slot || !header) return;
  let lastY = window.scrollY;
  let queued = false;

  const update = () => {
    queued = false;
    const y = window.scrollY;
    const threshold = slot.offsetTop + slot.offsetHeight;
    const current = header.dataset.state;
    let next = current;
    if (y <= slot.offsetTop) next = "top";
    else if (y > threshold && y > lastY) next = "compact";
    else if (y < lastY && current !== "top") next = "revealed";
    if (next && next !== current) header.dataset.state = next;
    lastY = y;
  };

  window.addEventListener(
    "scroll",
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  header.dataset.state = "top";
  update();
}
