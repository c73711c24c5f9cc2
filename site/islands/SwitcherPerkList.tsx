import RichText from "../components/RichText.tsx";
import { isExternalHref } from "../lib/content/links.ts";
import type { Language } from "../lib/markets/markets.ts";
import type { SwitcherPerk } from "../lib/shell/switcher-perks.server.ts";

interface Props {
  perks: SwitcherPerk[];
  /** The chosen storefront: its prefix (`/no`, `/se/en`) leads links inside a perk's text there, its locale writes amounts. */
  storefront: { basePath: string; locale: string };
  language: Language;
}

/**
 * The perk lines of the storefront chosen in the market switcher, in its language: the
 * same markup as the server's (components/shell/PerkLine.astro), loaded only when a
 * shopper picks another storefront, so the rich-text renderer is not in the switcher's
 * own code.
 */
export default function SwitcherPerkList({ perks, storefront, language }: Props) {
  return (
    <ul lang={language}>
      {perks.map((perk) => {
        const external = perk.href !== null && isExternalHref(perk.href);
        return (
          <li key={perk.id}>
            <span className="perk__text">
              <RichText value={perk.text} storefront={storefront} inline />
            </span>
            {perk.href && perk.linkText ? (
              <a className="perk__link" href={perk.href} {...(external ? { rel: "noopener", target: "_blank" } : {})}>
                {perk.linkText}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
