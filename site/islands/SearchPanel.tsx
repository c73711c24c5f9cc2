import { keepPreviousData, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { fill } from "../lib/i18n/fill.ts";
import type { SearchStrings } from "../lib/i18n/search/en.ts";
import { formatMoney } from "../lib/markets/format.ts";
import type { Currency } from "../lib/markets/markets.ts";
import { isComboboxKey, moveActive } from "../lib/search/combobox.ts";
import { parseHighlighted } from "../lib/search/highlight.ts";
import { navigateSoon, SEARCH_DEBOUNCE_MS, type SearchPlace, searchApi, searchUrl } from "../lib/search/search.client.ts";
import { rememberTicket } from "../lib/search/tickets.client.ts";
import type { ProductSuggestion, SearchSuggestions } from "../lib/search/types.ts";
import { DEFAULT_STALE_TIME_MS, getQueryClient } from "../lib/shell/query.client.ts";
import { CloseIcon, SearchIcon } from "./icons.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";
import "../styles/search.css";

export interface SearchPanelProps {
  open: boolean;
  /** The header's search button: focus goes back to it when the panel closes. */
  trigger: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The storefront's results page, `/se/search`. */
  searchPath: string;
  place: SearchPlace;
  texts: SearchStrings["panel"] & { now: string; was: string };
}

export default function SearchPanel(props: SearchPanelProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Panel {...props} />
    </QueryClientProvider>
  );
}

interface Option {
  id: string;
  href: string;
  activate: () => void;
}

/** A plain left click: the panel takes it over; anything else (new tab, window) is the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function Panel({ open, trigger, onClose, searchPath, place, texts }: SearchPanelProps) {
  const id = useId();
  const client = useQueryClient();
  const dialog = useModalDialog();
  const wasOpen = useRef(false);
  const [q, setQ] = useState("");
  const [debounced, setDebounced] = useState("");
  const [active, setActive] = useState(-1);
  const [recentCleared, setRecentCleared] = useState(false);
  const queryKey = ["search", place.market, place.locale] as const;

  // The button opens the dialog; closing it (Escape, backdrop, close button) tells the button.
  useEffect(() => {
    if (open) {
      const header = document.querySelector(".site-header");
      // Desktop: the popover hangs under the header, wherever the header is now.
      dialog.ref.current?.style.setProperty("--search-top", `${Math.max(0, header?.getBoundingClientRect().bottom ?? 0)}px`);
      dialog.show(trigger.current);
    }
  }, [open, dialog.show, dialog.ref, trigger]);
  useEffect(() => {
    if (dialog.open) wasOpen.current = true;
    else if (wasOpen.current) onClose();
  }, [dialog.open, onClose]);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(q.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [q]);

  const query = useQuery<SearchSuggestions>({
    queryKey: [...queryKey, debounced],
    queryFn: ({ signal }) => searchApi.suggestions(place, debounced, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: DEFAULT_STALE_TIME_MS,
  });
  const data = query.data;
  const settled = data !== undefined && !query.isPlaceholderData;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions start with none active
  useEffect(() => setActive(-1), [data]);

  const go = (url: string) => {
    dialog.close();
    navigateSoon(url);
  };
  const recent = recentCleared ? [] : (data?.recentSearches ?? []);
  const phrases = data?.phraseSuggestions ?? [];
  const products = data?.productSuggestions ?? [];

  const optionId = (n: number) => `${id}-option-${n}`;
  const options: Option[] = [
    ...recent.map((r) => searchUrl(searchPath, r.q, "RECENT_SEARCH")),
    ...phrases.map((p) => searchUrl(searchPath, p.q, "PHRASE_SUGGEST")),
  ].map((href, n) => ({ id: optionId(n), href, activate: () => go(href) }));
  const pick = (product: ProductSuggestion) => () => {
    searchApi.click(place, product.attributes.ticket);
    rememberTicket(product.productKey, product.attributes.ticket);
    go(product.url);
  };
  for (const product of products) options.push({ id: optionId(options.length), href: product.url, activate: pick(product) });

  const activeOption = options[active];
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isComboboxKey(event.key) && (event.key.startsWith("Arrow") || active >= 0)) {
      event.preventDefault();
      setActive(moveActive(active, options.length, event.key));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (activeOption) activeOption.activate();
      // Specification 5: Enter searches only with something to search for.
      else if (q.trim()) go(searchUrl(searchPath, q));
    }
  };

  const clearRecent = () => {
    // Hidden at once (specification 4); the server forgets them meanwhile.
    setRecentCleared(true);
    client.setQueriesData<SearchSuggestions>({ queryKey }, (old) => old && { ...old, recentSearches: [] });
    searchApi.clearRecent(place).catch(() => {});
    document.getElementById(`${id}-input`)?.focus();
  };

  const onOption = (option: Option) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    option.activate();
  };

  const noResults = settled && debounced !== "" && phrases.length === 0 && products.length === 0;
  const total = settled && debounced !== "" ? data.totalHits : 0;
  const status = options.length === 1 ? texts.statusOne : options.length > 1 ? fill(texts.status, { count: options.length }) : "";
  const price = (minor: number) => formatMoney(minor, products[0]?.currency as Currency, place.locale);
  let n = 0;
  const option = (content: ReactNode, className: string) => {
    const o = options[n] as Option;
    const index = n++;
    return (
      <a
        key={o.id}
        id={o.id}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        href={o.href}
        className={`search-panel__option ${className}`}
        onClick={onOption(o)}
      >
        {content}
      </a>
    );
  };

  /** A group of options; recent searches are labelled by their heading outside the listbox, beside "clear". */
  const group = (labelId: string, title: string | null, children: ReactNode, className = "") => (
    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not a form's fieldset
    <div role="group" aria-labelledby={labelId} className={`search-panel__group ${className}`}>
      {title ? (
        <div role="presentation" id={labelId} className="search-panel__group-title">
          {title}
        </div>
      ) : null}
      {children}
    </div>
  );

  return (
    <dialog ref={dialog.ref} className="drawer search-panel" aria-label={texts.title}>
      <div className="search-panel__head">
        <form className="search-panel__form" method="get" action={searchPath} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-input`} className="sr-only">
            {texts.label}
          </label>
          <SearchIcon />
          <input
            id={`${id}-input`}
            name="q"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? `${id}-listbox` : undefined}
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={100}
            placeholder={texts.placeholder}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
          />
        </form>
        <button type="button" className="icon-button" aria-label={texts.close} onClick={dialog.close}>
          <CloseIcon />
        </button>
      </div>

      <div className="search-panel__body">
        {recent.length > 0 ? (
          <div className="search-panel__section-head">
            <span id={`${id}-recent`}>{texts.recent}</span>
            <button type="button" className="search-panel__clear" aria-label={texts.clearRecentLabel} onClick={clearRecent}>
              {texts.clearRecent}
            </button>
          </div>
        ) : null}

        {options.length > 0 ? (
          <div id={`${id}-listbox`} role="listbox" aria-label={texts.title} className="search-panel__listbox">
            {recent.length > 0
              ? group(
                  `${id}-recent`,
                  null,
                  recent.map((r) => option(<span>{r.q}</span>, "search-panel__option--text")),
                )
              : null}
            {phrases.length > 0
              ? group(
                  `${id}-phrases`,
                  texts.phrases,
                  phrases.map((p) =>
                    option(
                      <span>
                        {parseHighlighted(p.highlighted).map((s, i) =>
                          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed string
                          s.bold ? <strong key={i}>{s.text}</strong> : <span key={i}>{s.text}</span>,
                        )}
                      </span>,
                      "search-panel__option--text",
                    ),
                  ),
                )
              : null}
            {products.length > 0
              ? group(
                  `${id}-products`,
                  texts.products,
                  products.map((p) =>
                    option(
                      <>
                        <img src={p.media[0]?.imageSrc} alt="" width={48} height={60} loading="lazy" decoding="async" />
                        <span className="search-panel__product">
                          <span className="search-panel__brand">{p.brand.name}</span>{" "}
                          <span className="search-panel__name">{p.name}</span>{" "}
                          <span className="search-panel__price">
                            {p.salePrice !== null ? (
                              <>
                                <span className="price price--sale">{fill(texts.now, { price: price(p.salePrice) })}</span>{" "}
                                <s className="price price--was">{fill(texts.was, { price: price(p.price) })}</s>
                              </>
                            ) : (
                              price(p.price)
                            )}
                            {p.inStock ? null : <span className="search-panel__sold-out"> · {texts.soldOut}</span>}
                          </span>
                        </span>
                      </>,
                      "search-panel__option--product",
                    ),
                  ),
                  "search-panel__group--products",
                )
              : null}
          </div>
        ) : null}

        {total > 0 ? (
          <a
            className="button button--primary search-panel__all"
            href={searchUrl(searchPath, debounced)}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              go(searchUrl(searchPath, debounced));
            }}
          >
            {total === 1 ? texts.showAllOne : fill(texts.showAll, { count: total })}
          </a>
        ) : null}

        {/* One live region: the visible 'No results found', or the number of suggestions for screen readers. */}
        <div role="status">
          {noResults ? <p className="search-panel__empty">{texts.noResults}</p> : <p className="sr-only">{status}</p>}
        </div>
      </div>
    </dialog>
  );
}
