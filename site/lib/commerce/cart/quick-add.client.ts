/**
 * Quick add on product cards (ProductCards.astro): one delegated click listener
 * for every card of the page, also cards that arrive later (server islands).
 * The card's button looks up the product group on first use
 * (`GET /api/products/{key}`); a one-size product goes straight to the cart,
 * anything else opens a size chooser with the sizes in stock. The chooser is a
 * native popover (`popover="auto"`, role dialog): Escape and a click outside
 * close it, focus moves to its first size and back to the button, and the
 * button tells assistive technology whether it is expanded. Adding goes through
 * `window.lnAddToCart`, which opens the cart drawer or shows a toast.
 * DOM is built with textContent only; the strings come from the card.
 */

import { isOneSize } from "#lib/commerce/catalog/sizes.ts";
import { toast } from "#lib/shell/toast.client.ts";
import { addMessages, cartApi, currentPlace, installGlobalAddToCart } from "./cart.client.ts";
import { formatAddKey } from "./keys.ts";
import type { ProductGroup } from "./types.ts";

export type QuickAddChoice =
  | { kind: "add"; variantKey: string }
  | { kind: "choose"; sizes: { variantKey: string; size: string }[] }
  | { kind: "soldOut" };

/** What the card's button does for a product: add its one size, offer the sizes in stock, or say it sold out. */
export function quickAddChoice(group: Pick<ProductGroup, "variants">): QuickAddChoice {
  const sizes = group.variants.filter((v) => v.inStock);
  const [only] = sizes;
  if (!only) return { kind: "soldOut" };
  if (sizes.length === 1 && isOneSize(only.variantKey)) return { kind: "add", variantKey: only.variantKey };
  return { kind: "choose", sizes: sizes.map(({ variantKey, size }) => ({ variantKey, size })) };
}

const BUTTON = "button.quick-add";
const SIZE = "button.quick-add__size";

/** The product group of each button, asked for once. */
const choices = new WeakMap<HTMLButtonElement, Promise<QuickAddChoice>>();

/**
 * Takes over the cards' clicks from the page's small listener (quick-add-start.client.ts),
 * which loads this module on the first click and hands that click on.
 */
export function takeOverQuickAdd(first: MouseEvent): void {
  installGlobalAddToCart();
  document.addEventListener("click", onClick);
  onClick(first);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const size = target?.closest<HTMLButtonElement>(SIZE);
  if (size) {
    void chooseSize(size);
    return;
  }
  const button = target?.closest<HTMLButtonElement>(BUTTON);
  // Once a button has its chooser, the browser opens and closes it (popovertarget).
  if (button && !button.popoverTargetElement) void quickAdd(button);
}

function cardOf(button: HTMLElement) {
  const card = button.closest<HTMLElement>("[data-product-key]");
  return { productKey: card?.dataset.productKey ?? "", clone: card?.dataset.clone === "true" };
}

async function quickAdd(button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute("aria-busy") === "true") return;
  const { productKey } = cardOf(button);
  let choice = choices.get(button);
  if (!choice) {
    choice = cartApi.product(currentPlace(), productKey).then(quickAddChoice);
    choices.set(button, choice);
    choice.catch(() => choices.delete(button));
  }
  let chosen: QuickAddChoice;
  button.setAttribute("aria-busy", "true");
  try {
    chosen = await choice;
  } catch {
    toast.error(addMessages().failed);
    return;
  } finally {
    button.removeAttribute("aria-busy");
  }
  if (chosen.kind === "soldOut") toast.error(button.dataset.soldOut ?? addMessages().outOfStock);
  else if (chosen.kind === "add") await add(button, chosen.variantKey);
  else openChooser(button, chosen.sizes);
}

async function add(button: HTMLButtonElement, variantKey: string): Promise<void> {
  const { productKey, clone } = cardOf(button);
  installGlobalAddToCart();
  // The drawer returns focus to the element focused when it opened: the card's button.
  button.focus({ preventScroll: true });
  button.setAttribute("aria-busy", "true");
  try {
    await window.lnAddToCart?.(formatAddKey({ productKey, variantKey, clone }));
  } finally {
    button.removeAttribute("aria-busy");
  }
}

function openChooser(button: HTMLButtonElement, sizes: { variantKey: string; size: string }[]): void {
  const chooser = document.createElement("div");
  chooser.className = "quick-add__chooser";
  chooser.popover = "auto";
  chooser.setAttribute("role", "dialog");
  chooser.setAttribute("aria-label", button.dataset.label ?? "");

  const title = document.createElement("p");
  title.className = "quick-add__title";
  title.textContent = button.dataset.title ?? "";

  const list = document.createElement("ul");
  list.className = "quick-add__sizes";
  sizes.forEach(({ variantKey, size }, i) => {
    const item = document.createElement("li");
    const choice = document.createElement("button");
    choice.type = "button";
    choice.className = "quick-add__size";
    choice.dataset.variantKey = variantKey;
    choice.textContent = size;
    // The browser focuses it whenever the chooser opens.
    if (i === 0) choice.autofocus = true;
    item.append(choice);
    list.append(item);
  });

  const close = document.createElement("button");
  close.type = "button";
  close.className = "quick-add__close";
  close.setAttribute("aria-label", button.dataset.close ?? "");
  close.append(closeIcon());
  close.popoverTargetElement = chooser;
  close.popoverTargetAction = "hide";

  chooser.append(title, list, close);
  // Where no browser focus comes back (the button was not focused, e.g. Safari after a click), send it home.
  chooser.addEventListener("toggle", (event) => {
    const active = document.activeElement;
    if ((event as ToggleEvent).newState === "closed" && (!active || active === document.body)) {
      button.focus({ preventScroll: true });
    }
  });
  // The chooser opens over the card's picture (quick-add.css): all of the picture on screen first, so all of the chooser is.
  chooser.addEventListener("beforetoggle", (event) => {
    if ((event as ToggleEvent).newState === "open") {
      button.closest(".product-card")?.querySelector(".product-card__media")?.scrollIntoView({ block: "nearest" });
    }
  });
  button.after(chooser);
  button.popoverTargetElement = chooser;
  // `source` (where supported) makes the button the chooser's invoker and anchor from the first opening on.
  (chooser as HTMLElement & { showPopover(options?: { source?: HTMLElement }): void }).showPopover({ source: button });
}

async function chooseSize(size: HTMLButtonElement): Promise<void> {
  const chooser = size.closest<HTMLElement>(".quick-add__chooser");
  const button = chooser?.previousElementSibling;
  if (!chooser || !(button instanceof HTMLButtonElement) || !button.matches(BUTTON)) return;
  chooser.hidePopover();
  await add(button, size.dataset.variantKey ?? "");
}

function closeIcon(): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  for (const [name, value] of Object.entries({
    width: "20",
    height: "20",
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "aria-hidden": "true",
    focusable: "false",
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", "M6 6l12 12M18 6L6 18");
  svg.append(path);
  return svg;
}
