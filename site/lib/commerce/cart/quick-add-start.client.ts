/**
 * What every page with product cards loads: the quick-add buttons shown (they stay
 * hidden without JavaScript) and one click listener. The quick add itself
 * (quick-add.ts, with the cart client and toasts) loads on the first click on a card's
 * button and takes that click over, so listings carry none of it in their first load.
 */
const CARD_BUTTONS = "button.quick-add, button.quick-add__size";

export function enhanceQuickAdd(): void {
  const root = document.documentElement;
  if (root.dataset.quickAdd === "ready") return;
  root.dataset.quickAdd = "ready";
  const onFirstClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(CARD_BUTTONS)) return;
    document.removeEventListener("click", onFirstClick);
    void import("./quick-add.client.ts").then(
      ({ takeOverQuickAdd }) => takeOverQuickAdd(event),
      async () => {
        // The module did not arrive (a network blip, a deploy that replaced it): say so, and the next click tries again.
        document.addEventListener("click", onFirstClick);
        const [{ toast }, { addMessages }] = await Promise.all([
          import("#lib/shell/toast.client.ts"),
          import("./cart.client.ts"),
        ]);
        toast.error(addMessages().failed);
      },
    );
  };
  document.addEventListener("click", onFirstClick);
}
