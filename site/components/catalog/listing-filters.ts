/**
 * Listing filters that answer at once. Without JavaScript the form is a GET to the
 * listing with a visible apply button. With it, on a wide screen (the filters beside
 * the products) every choice fetches the listing it asks for and puts its products,
 * count, facet counts and address in place; in the phone's drawer, a choice updates
 * the facet counts and the apply button says how many products it will show. It also
 * filters a long brand list by name.
 */
const WIDE = "(min-width: 1024px)";

/** The listing address of the form's state, as the server writes it (listingQuery): a field's values joined, empty fields and the default sort left out. */
function addressOf(form: HTMLFormElement): string {
  const fields = new Map<string, string[]>();
  for (const [name, raw] of new FormData(form)) {
    const value = String(raw).trim();
    if (value) fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  if (form.querySelector<HTMLSelectElement>('select[name="sort"]')?.selectedIndex === 0) fields.delete("sort");
  const query = new URLSearchParams([...fields].map(([name, values]) => [name, values.join(",")])).toString();
  return `${form.action.split("?")[0]}${query ? `?${query}` : ""}`;
}

const swap = (from: Document, selector: string) => {
  const now = document.querySelector(selector);
  const next = from.querySelector(selector);
  if (now && next) now.innerHTML = next.innerHTML;
};

export function enhanceListingFilters(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>(".filters__pending");
  const apply = form.querySelector<HTMLButtonElement>(".filters__apply");
  const results = document.querySelector<HTMLElement>(".listing__results");
  let shown = addressOf(form);
  /** The listing on screen, to tell back and forward between listings from a jump to an anchor. */
  let at = location.pathname + location.search;
  let request: AbortController | undefined;

  /** The apply button of the drawer says what it will show: "Show 45 products". */
  const label = (total: number) => {
    if (!apply) return;
    const { many = "", one = "", none = "" } = apply.dataset;
    apply.textContent = total === 0 ? none : total === 1 ? one : many.replace("{count}", String(total));
    apply.dataset.total = String(total);
  };
  label(Number(apply?.dataset.total));

  /** Facet counts, and which choices would show nothing, from another rendering of the listing; `all` also takes its ticks and values (back and forward). */
  const facets = (from: Document, all: boolean) => {
    const next = from.querySelector<HTMLFormElement>("form.filters");
    if (!next) return;
    for (const input of next.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]")) {
      const here = form.querySelector<HTMLInputElement>(
        `[name="${input.name}"]${input.type === "checkbox" ? `[value="${CSS.escape(input.value)}"]` : ""}`,
      );
      if (!here) continue;
      here.disabled = input.disabled;
      if (all) {
        if (input instanceof HTMLInputElement && input.type === "checkbox") here.checked = input.checked;
        else here.value = input.value;
      }
      const count = here.closest("label")?.querySelector(".filters__count");
      const nextCount = input.closest("label")?.querySelector(".filters__count");
      if (count && nextCount) count.textContent = nextCount.textContent;
    }
    label(Number(next.querySelector<HTMLElement>(".filters__apply")?.dataset.total));
  };

  /** Fetches the listing at `url`; null when it did not come (the caller then lets the browser go there). */
  const fetchListing = async (url: string): Promise<Document | null> => {
    request?.abort();
    request = new AbortController();
    try {
      const response = await fetch(url, { signal: request.signal });
      return response.ok ? new DOMParser().parseFromString(await response.text(), "text/html") : null;
    } catch (error) {
      // A newer choice took over: it answers instead.
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      return null;
    }
  };

  // What moves within half a second of a shopper's click or key is their doing; later (a slow
  // answer, back and forward) it would be a layout shift. Then fewer products keep their space
  // (the footer stays down) until the shopper's next click or key.
  let input = 0;
  const hold = () => {
    input = performance.now();
    if (results) results.style.minHeight = "";
  };
  addEventListener("pointerdown", hold, true);
  addEventListener("keydown", hold, true);

  /** Shows the listing at `url` in place: products, pages, count (a live region: read out), facets. */
  const show = async (url: string, fromHistory: boolean) => {
    results?.setAttribute("aria-busy", "true");
    const page = await fetchListing(url);
    if (!page) return location.assign(url);
    if (!results) return;
    results.removeAttribute("aria-busy");
    if (performance.now() - input > 400) results.style.minHeight = `${results.offsetHeight}px`;
    swap(page, ".listing__results");
    swap(page, ".listing__count");
    swap(page, ".filters-toggle");
    form
      .querySelector(".filters__clear")
      ?.classList.toggle("filters__clear--off", !page.querySelector(".filters__clear:not(.filters__clear--off)"));
    facets(page, fromHistory);
    if (!fromHistory) history.pushState(null, "", url);
    // What is on screen is `url`, not the form as it is now: a shopper may have typed on (the
    // second price field) while this listing came, and that choice is still to be shown.
    shown = fromHistory ? addressOf(form) : url;
    at = location.pathname + location.search;
  };

  /** In the drawer the products stay until "Show": only the counts follow the choices. */
  const preview = async () => {
    const page = await fetchListing(addressOf(form));
    if (page) facets(page, false);
  };

  const changed = () => {
    const url = addressOf(form);
    const pending = url !== shown;
    if (matchMedia(WIDE).matches) {
      if (pending) show(url, false).catch(() => {});
      return;
    }
    form.toggleAttribute("data-pending", pending);
    if (status) status.textContent = pending ? (status.dataset.text ?? "") : "";
    preview().catch(() => {});
  };
  form.addEventListener("change", (event) => {
    // Typing in the brand search is no choice.
    if (event.target instanceof HTMLInputElement && !event.target.name) return;
    changed();
  });
  form.addEventListener("submit", (event) => {
    // Wide: Enter in a price field, the same as any other choice. The drawer's apply: to the
    // listing's own address (empty price fields left out), as a link to it would go.
    event.preventDefault();
    if (matchMedia(WIDE).matches) changed();
    else location.assign(addressOf(form));
  });
  // Back and forward between the listings the choices made (not a jump to an anchor of the page).
  window.addEventListener("popstate", () => {
    const now = location.pathname + location.search;
    if (now !== at) show(location.href, true).catch(() => {});
  });

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
  form.dataset.hydrated = "true";
}
