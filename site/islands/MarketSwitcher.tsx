import { type ReactNode, useId, useState } from "react";
import type { MarketCode } from "../lib/markets/markets.ts";
import type { MarketOption } from "../lib/shell/switch.ts";
import { Drawer } from "./Drawer.tsx";
import { Flag } from "./Flag.tsx";
import { useHydrated, useModalDialog } from "./use-modal-dialog.ts";

export interface MarketSwitcherProps {
  /** The select value of the current storefront. */
  value: string;
  /** Each option's value, label and flag, and where confirming it leads (switchTarget, computed at build). */
  options: (Pick<MarketOption, "value" | "label" | "english" | "market"> & { href: string })[];
  /** The current market, whose flag the trigger shows. */
  market: MarketCode;
  /** The trigger's visible text beside the flag: market and currency. */
  current: string;
  /** The trigger's text where space is short: the market code. */
  short: string;
  labels: { change: string; title: string; select: string; confirm: string; close: string };
  /** Where the trigger sits: the top bar shows a compact trigger, the footer a full one. */
  variant?: "topbar" | "footer";
  /** The three perk lines, rendered by the server from Portable Text (components/shell/SwitcherPerks.astro). */
  children?: ReactNode;
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
  const id = useId();

  const confirm = () => {
    const target = options.find((o) => o.value === value)?.href;
    if (!target) return;
    close();
    window.location.assign(target);
  };

  return (
    <div className={`market-switcher market-switcher--${variant}`} data-hydrated={hydrated ? "true" : undefined}>
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
            <button type="submit" className="button button--primary">
              {labels.confirm}
            </button>
          </form>
        ) : null}
        {children}
      </Drawer>
    </div>
  );
}
