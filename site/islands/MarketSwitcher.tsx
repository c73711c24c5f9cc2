import { useId, useState } from "react";
import type { MarketCode } from "../lib/markets/markets";
import type { MarketOption } from "../lib/shell/switch";
import { Flag } from "./Flag";
import { CloseIcon } from "./icons";
import { useHydrated, useModalDialog } from "./use-modal-dialog";

export interface MarketSwitcherProps {
  /** The select value of the current storefront. */
  value: string;
  /** Each option's value and label, and where confirming it leads (switchTarget, computed at build). */
  options: (Pick<MarketOption, "value" | "label" | "english"> & { href: string })[];
  /** The current market, whose flag the trigger shows. */
  market: MarketCode;
  /** The trigger's visible text beside the flag: market and currency. */
  current: string;
  /** The trigger's text where space is short: the market code. */
  short: string;
  perks: string[];
  labels: { change: string; title: string; select: string; confirm: string; perks: string; close: string };
  /** Where the trigger sits: the top bar shows a compact trigger, the footer a full one. */
  variant?: "topbar" | "footer";
}

/**
 * The market switcher: a trigger and a drawer with a country/language select,
 * a confirm button and three perk lines. Confirming goes to the chosen
 * storefront, on the same page when it exists there.
 */
export default function MarketSwitcher({
  value: initial,
  options,
  market,
  current,
  short,
  perks,
  labels,
  variant = "topbar",
}: MarketSwitcherProps) {
  const hydrated = useHydrated();
  const { ref, show, close } = useModalDialog();
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
      <dialog ref={ref} className="drawer drawer--right" aria-labelledby={`${id}-title`}>
        <div className="drawer__panel">
          <div className="drawer__head">
            <h2 id={`${id}-title`} className="drawer__title">
              {labels.title}
            </h2>
            <button type="button" className="icon-button" onClick={close} aria-label={labels.close}>
              <CloseIcon />
            </button>
          </div>
          <form
            className="market-switcher__form"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <label htmlFor={`${id}-select`} className="field-label">
              {labels.select}
            </label>
            <select id={`${id}-select`} className="select" value={value} onChange={(e) => setValue(e.target.value)}>
              {options.map((o) => (
                <option key={o.value} value={o.value} lang={o.english ? "en" : undefined}>
                  {o.label}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--primary">
              {labels.confirm}
            </button>
          </form>
          {perks.length > 0 ? (
            <section className="market-switcher__perks" aria-labelledby={`${id}-perks`}>
              <h3 id={`${id}-perks`} className="market-switcher__perks-title">
                {labels.perks}
              </h3>
              <ul>
                {perks.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </dialog>
    </div>
  );
}
