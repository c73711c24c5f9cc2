/**
 * UI strings, one namespace per area of the shop so that areas can grow
 * independently: core (home, perks, language names), shell (skip link, top bar,
 * header, menus, footer, banner, cookie consent), and the namespaces added next to them.
 * Every namespace but core sits under its own key: `dictionary(lang).shell.menu.open`.
 * Each namespace has an English reference (`en.ts`) that types the other eight;
 * a missing key fails the type check, and dictionaries.test.ts compares them.
 * Content (menus, pages, perks) is not here: it comes from the CMS.
 */

import { account } from "#lib/i18n/account/index.ts";
import { cart } from "#lib/i18n/cart/index.ts";
import { catalog } from "#lib/i18n/catalog/index.ts";
import { core } from "#lib/i18n/core/index.ts";
import { editorial } from "#lib/i18n/editorial/index.ts";
import { errors } from "#lib/i18n/errors/index.ts";
import { search } from "#lib/i18n/search/index.ts";
import { shell } from "#lib/i18n/shell/index.ts";
import type { Language } from "#lib/markets/markets.ts";

export const NAMESPACES = { core, catalog, shell, cart, editorial, errors, search, account } as const;

type Namespaces = typeof NAMESPACES;
export type Dictionary = Namespaces["core"]["en"] & { [N in Exclude<keyof Namespaces, "core">]: Namespaces[N]["en"] };

function build(language: Language): Dictionary {
  return {
    ...core[language],
    catalog: catalog[language],
    shell: shell[language],
    cart: cart[language],
    editorial: editorial[language],
    errors: errors[language],
    search: search[language],
    account: account[language],
  } as Dictionary;
}

export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = {
  sv: build("sv"),
  nb: build("nb"),
  da: build("da"),
  fi: build("fi"),
  nl: build("nl"),
  de: build("de"),
  fr: build("fr"),
  pl: build("pl"),
  en: build("en"),
};

/** The UI strings of one language. */
export function dictionary(language: Language): Dictionary {
  return DICTIONARIES[language];
}
