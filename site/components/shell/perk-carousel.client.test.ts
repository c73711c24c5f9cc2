// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initPerkCarousel } from "./perk-carousel.client.ts";

function carousel(editing: boolean): HTMLElement {
  document.body.innerHTML = `<section class="perk-carousel" data-interval="100" ${editing ? "data-editing" : ""}>
    <div aria-live="polite">${[1, 2, 3]
      .map((n) => `<p class="perk-carousel__line" ${n > 1 ? "hidden" : ""}><span data-sanity="id=perk-${n}">Perk ${n}</span></p>`)
      .join("")}</div></section>`;
  return document.querySelector(".perk-carousel") as HTMLElement;
}
const shown = () => document.querySelector(".perk-carousel__line:not([hidden])")?.textContent;

describe("the perk carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.matchMedia = (() => ({ matches: false })) as never;
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("turns for a shopper and holds still while the pointer is on it", () => {
    const root = carousel(false);
    initPerkCarousel(root);
    vi.advanceTimersByTime(100);
    expect(shown()).toBe("Perk 2");
    root.dispatchEvent(new Event("mouseenter"));
    vi.advanceTimersByTime(500);
    expect(shown()).toBe("Perk 2");
    root.dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(100);
    expect(shown()).toBe("Perk 3");
  });

  it("in a preview, stays on the perk an editor clicked after the pointer leaves, and after a reload", () => {
    let root = carousel(true);
    initPerkCarousel(root);
    vi.advanceTimersByTime(100);
    root.dispatchEvent(new Event("mouseenter"));
    document.querySelectorAll("span")[1]?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    root.dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe("Perk 2");
    root = carousel(true);
    initPerkCarousel(root);
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe("Perk 2");
  });
});
