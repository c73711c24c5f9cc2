/**
 * Behaviour of the desktop mega menu (the disclosure navigation pattern):
 * a group's button toggles its panel (Enter or Space), hovering opens it after a
 * short delay and leaving closes it, Escape closes it and puts focus back on
 * the button, and focus leaving the group closes it. One group open at a time.
 */
const HOVER_DELAY_MS = 120;

export function initMegaMenu(nav: HTMLElement): void {
  const items = [...nav.querySelectorAll<HTMLLIElement>(".mega__item")];
  let timer: number | undefined;
  let openItem: HTMLLIElement | null = null;

  const parts = (item: HTMLLIElement) => ({
    button: item.querySelector<HTMLButtonElement>(":scope > button.mega__top"),
    panel: item.querySelector<HTMLElement>(":scope > .mega__panel"),
  });

  const setOpen = (item: HTMLLIElement | null) => {
    window.clearTimeout(timer);
    if (openItem && openItem !== item) {
      const { button, panel } = parts(openItem);
      button?.setAttribute("aria-expanded", "false");
      if (panel) panel.hidden = true;
    }
    openItem = item;
    if (item) {
      const { button, panel } = parts(item);
      button?.setAttribute("aria-expanded", "true");
      if (panel) panel.hidden = false;
    }
  };
  const later = (item: HTMLLIElement | null) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => setOpen(item), HOVER_DELAY_MS);
  };

  for (const item of items) {
    const { button } = parts(item);
    item.addEventListener("mouseenter", () => later(button ? item : null));
    if (!button) continue;
    item.addEventListener("mouseleave", () => later(null));
    button.addEventListener("click", () => setOpen(openItem === item ? null : item));
    item.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && openItem === item) {
        event.stopPropagation();
        setOpen(null);
        button.focus();
      }
    });
    item.addEventListener("focusout", (event) => {
      if (openItem === item && !item.contains(event.relatedTarget as Node | null)) setOpen(null);
    });
  }
  nav.dataset.hydrated = "true";
}
