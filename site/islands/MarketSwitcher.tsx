import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { isSafeLink } from "#schemas/rules/links.ts";
import type { Language, MarketCode } from "../lib/markets/markets.ts";
import { cartCount } from "../lib/shell/cart-store.client.ts";
import { type MarketOption, switchTargetsAround } from "../lib/shell/switch.ts";
import type { SwitcherPerk, SwitcherPerksBody } from "../lib/shell/switcher-perks.server.ts";
import { Drawer } from "./Drawer.tsx";
import { Flag } from "./Flag.tsx";
import { useHydrated, useModalDialog } from "./use-modal-dialog.ts";

export interface MarketSwitcherProps {
  /** The select value of the current storefront. */
  value: string;
  /**
   * Each option's value, label and flag, and the storefront it stands for: its language and prefix,
   * and the API address of its perk lines. Where confirming it leads from this page is not here: the
   * switcher is the same on every page of a storefront, and the footer's is kept once (ADR 43, stop 47
   * addendum); the page writes its targets on the element around it (switchTargetsAround, lib/shell/switch.ts).
   */
  options: (Pick<MarketOption, "value" | "label" | "english" | "market"> & {
    language: Language;
    basePath: string;
    /** Its locale, which writes the amounts in its perk lines (`{999 NOK}`) as its prices are written. */
    locale: string;
    perks: string;
  })[];
  /** The current market, whose flag the trigger shows. */
  market: MarketCode;
  /** The trigger's visible text beside the flag: market and currency. */
  current: string;
  /** The trigger's text where space is short: the market code. */
  short: string;
  labels: {
    change: string;
    title: string;
    select: string;
    confirm: string;
    close: string;
    perks: string;
    /** Said when another market is chosen while the cart holds something: carts are per market. */
    cartStays: string;
  };
  /** Where the trigger sits: the top bar shows a compact trigger, the footer a full one. */
  variant?: "topbar" | "footer";
  /** The current storefront's three perk lines, rendered by the server from Portable Text (components/shell/SwitcherPerks.astro). */
  children?: ReactNode;
}

/** The rich-text renderer comes with the first other storefront a shopper picks, not with the switcher. */
const SwitcherPerkList = lazy(() => import("./SwitcherPerkList.tsx"));

const perkLoads = new Map<string, Promise<SwitcherPerk[]>>();

/**
 * A storefront's perk lines, asked once per page; none when the API cannot answer, and then
 * asked again on the next choice (an outage passes). A line whose link the shop's link rule
 * refuses loses its link, as on the server.
 */
function loadPerks(url: string): Promise<SwitcherPerk[]> {
  let load = perkLoads.get(url);
  if (!load) {
    load = fetch(url, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`perks: ${response.status}`);
        return ((await response.json()) as SwitcherPerksBody).perks.map((perk) =>
          perk.href === null || isSafeLink(perk.href) ? perk : { ...perk, href: null },
        );
      })
      .catch(() => {
        perkLoads.delete(url);
        return [];
      });
    perkLoads.set(url, load);
  }
  return load;
}

/**
 * The market switcher: a trigger and a drawer with a country/language choice
 * (each option with its flag, name and currency), a confirm button and three perk lines. Confirming goes to the chosen
 * storefront, on the same page when it exists there.
 */
export default function MarketSwitcher({
  value: initial,
  options,
  market,
  current,
  short,
  labels,
  variant = "topbar",
  children,
}: MarketSwitcherProps) {
  const hydrated = useHydrated();
  const dialog = useModalDialog();
  const { open, show, close } = dialog;
  const [value, setValue] = useState<string>(initial);
  // The perk lines of the option chosen (specification 2.2): the server's for the current storefront, else asked for.
  const [chosen, setChosen] = useState<{ value: string; perks: SwitcherPerk[] } | null>(null);
  // Not useId: the kept HTML of one page's render serves other pages, where another island may have the same
  // prefix; a page has one switcher in each place.
  const id = `market-switcher-${variant}`;
  const root = useRef<HTMLDivElement>(null);
  const option = options.find((o) => o.value === value);
  // The header's cart count (cart-count.client.ts reads the cart once the page is idle).
  const [itemsInCart, setItemsInCart] = useState(() => cartCount.get());
  useEffect(() => cartCount.subscribe(setItemsInCart), []);
  const leavesCart = itemsInCart > 0 && option !== undefined && option.market !== market;

  useEffect(() => {
    if (value === initial || !option) return;
    let current = true;
    void loadPerks(option.perks).then((perks) => {
      if (current) setChosen({ value: option.value, perks });
    });
    return () => {
      current = false;
    };
  }, [value, initial, option]);

  const confirm = () => {
    const chosenOption = options.find((o) => o.value === value);
    if (!chosenOption) return;
    // The same page in the chosen storefront, as the server found it; that storefront's home if the page gave none.
    const target = switchTargetsAround(root.current)[value] ?? chosenOption.basePath;
    close();
    window.location.assign(target);
  };

  return (
    <div ref={root} className={`market-switcher market-switcher--${variant}`} data-hydrated={hydrated ? "true" : undefined}>
      <button type="button" className="market-switcher__trigger" aria-haspopup="dialog" onClick={(e) => show(e.currentTarget)}>
        <span className="sr-only">{labels.change}: </span>
        <Flag market={market} />
        <span className="market-switcher__current">{current}</span>
        <span className="market-switcher__short">{short}</span>
      </button>
      <Drawer dialog={dialog} side="right" titleId={`${id}-title`} title={labels.title} closeLabel={labels.close}>
        {/* The choices render while the drawer is open: nine flags in every page's header would
            only add bytes before the first paint (the header blocks it, ADR 5). */}
        {open ? (
          <form
            className="market-switcher__form"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            {/* A radio group rather than a <select>: an option of a select holds only text, and each market shows its drawn flag. */}
            <fieldset className="market-options">
              <legend className="field-label">{labels.select}</legend>
              {options.map((o) => (
                <label key={o.value} className="market-option">
                  <input
                    type="radio"
                    name={`${id}-market`}
                    value={o.value}
                    checked={value === o.value}
                    onChange={() => setValue(o.value)}
                  />
                  <Flag market={o.market} />
                  <span lang={o.english ? "en" : undefined}>{o.label}</span>
                </label>
              ))}
            </fieldset>
            {/* A cart belongs to its market: the shopper who leaves it is told where it stays. */}
            <p className="market-switcher__cart-note" aria-live="polite">
              {leavesCart ? labels.cartStays : null}
            </p>
            <button type="submit" className="button button--primary">
              {labels.confirm}
            </button>
          </form>
        ) : null}
        {value === initial || !option ? (
          children
        ) : (
          <section
            className="market-switcher__perks"
            aria-labelledby={`${id}-perks`}
            aria-live="polite"
            aria-busy={chosen?.value !== value}
            hidden={chosen?.value === value && chosen.perks.length === 0}
          >
            <h3 id={`${id}-perks`} className="market-switcher__perks-title">
              {labels.perks}
            </h3>
            {chosen?.value === value ? (
              <Suspense fallback={null}>
                <SwitcherPerkList perks={chosen.perks} storefront={option} language={option.language} />
              </Suspense>
            ) : null}
          </section>
        )}
      </Drawer>
    </div>
  );
}
