/**
 * What the product page does once it is idle, run as this module arrives
 * (product-page.client.ts imports it then): the phone gallery's previous, next and
 * picture buttons (the pictures swipe without them), and the recently viewed products,
 * kept in this browser only (recently-viewed.ts).
 */
import { readViewed, remember, shownBeside, type Viewed } from "./recently-viewed.ts";

function enhanceGallery(): void {
  const gallery = document.querySelector<HTMLElement>("[data-gallery]");
  const track = gallery?.querySelector<HTMLElement>(".gallery__track");
  const nav = gallery?.querySelector<HTMLElement>(".gallery__nav");
  if (!gallery || !track || !nav) return;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...nav.querySelectorAll<HTMLButtonElement>("[data-picture]")];
  const steps = [...nav.querySelectorAll<HTMLButtonElement>("[data-step]")];
  /** The picture at the start of the track; the last one once the track is scrolled to its end. */
  const current = () => {
    if (track.scrollLeft >= track.scrollWidth - track.clientWidth - 2) return slides.length - 1;
    let best = 0;
    slides.forEach((slide, i) => {
      const from = (s: HTMLElement) => Math.abs(s.offsetLeft - track.scrollLeft);
      if (from(slide) < from(slides[best] as HTMLElement)) best = i;
    });
    return best;
  };
  const go = (i: number) => {
    const slide = slides[Math.max(0, Math.min(slides.length - 1, i))];
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (slide) track.scrollTo({ left: slide.offsetLeft, behavior: still ? "instant" : "smooth" });
  };
  const update = () => {
    const at = current();
    dots.forEach((dot, i) => {
      dot.setAttribute("aria-current", String(i === at));
    });
    // aria-disabled, not disabled: the button keeps its focus at either end.
    for (const step of steps) {
      step.setAttribute("aria-disabled", String(step.dataset.step === "-1" ? at === 0 : at === slides.length - 1));
    }
  };
  nav.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button") : null;
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    go(button.dataset.step ? current() + Number(button.dataset.step) : Number(button.dataset.picture));
  });
  track.addEventListener("scroll", update, { passive: true });
  nav.hidden = false;
  gallery.dataset.hydrated = "true";
  update();
}

function showRecentlyViewed(): void {
  const shelf = document.querySelector<HTMLElement>("[data-recent]");
  const list = shelf?.querySelector("ul");
  const template = shelf?.querySelector("template");
  if (!shelf || !list || !template) return;
  const store = shelf.dataset.store ?? "";
  let viewed: Viewed[];
  try {
    const entry = readViewed(`[${shelf.dataset.entry ?? ""}]`)[0];
    viewed = readViewed(localStorage.getItem(store));
    if (entry) {
      localStorage.setItem(store, JSON.stringify(remember(viewed, entry)));
      viewed = shownBeside(viewed, entry.key);
    }
  } catch {
    // Storage the browser refuses (private modes, full): nothing is kept, nothing shown.
    return;
  }
  for (const e of viewed) {
    const card = template.content.cloneNode(true) as DocumentFragment;
    card.querySelector("a")?.setAttribute("href", e.href);
    card.querySelector("img")?.setAttribute("src", e.image);
    const brand = card.querySelector(".product-card__brand");
    const name = card.querySelector(".product-card__name");
    if (brand) brand.textContent = e.brand;
    if (name) name.textContent = e.name;
    list.append(card);
  }
  shelf.hidden = viewed.length === 0;
  shelf.dataset.hydrated = "true";
  shelf.querySelector("button")?.addEventListener("click", () => {
    localStorage.removeItem(store);
    shelf.hidden = true;
  });
}

enhanceGallery();
showRecentlyViewed();
