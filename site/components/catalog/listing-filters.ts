/**
 * Listing filters without surprises: the form works without JavaScript (a GET
 * to the listing); this only tells the shopper that a change waits for "Show
 * products", filters a long brand list by name, and leaves empty price fields
 * out of the address.
 */
const stateOf = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])).toString();

export function enhanceListingFilters(form: HTMLFormElement): void {
  const applied = stateOf(form);
  const status = form.querySelector<HTMLElement>(".filters__pending");
  const update = () => {
    const pending = stateOf(form) !== applied;
    form.toggleAttribute("data-pending", pending);
    if (status) status.textContent = pending ? (status.dataset.text ?? "") : "";
  };
  form.addEventListener("change", update);
  form.addEventListener("input", update);

  const search = form.querySelector<HTMLInputElement>(".filters__brand-search input");
  const searchLabel = search?.closest("label");
  if (search && searchLabel) {
    searchLabel.hidden = false;
    search.addEventListener("input", () => {
      const query = search.value.trim().toLocaleLowerCase();
      for (const brand of form.querySelectorAll<HTMLElement>("[data-brand]")) {
        // A ticked brand stays in view, so the shopper can always untick it.
        const ticked = brand.querySelector<HTMLInputElement>("input")?.checked ?? false;
        brand.hidden = query !== "" && !ticked && !(brand.dataset.brand ?? "").includes(query);
      }
    });
    // Enter in the search field filters; it does not submit the form.
    search.addEventListener("keydown", (event) => {
      if (event.key === "Enter") event.preventDefault();
    });
  }

  const numbers = [...form.querySelectorAll<HTMLInputElement>('input[type="number"]')];
  form.addEventListener("submit", () => {
    for (const input of numbers) if (!input.value.trim()) input.disabled = true;
  });
  // Back from the results (a page restored from the cache), the fields must work again.
  window.addEventListener("pageshow", () => {
    for (const input of numbers) input.disabled = false;
  });
  form.dataset.hydrated = "true";
}
