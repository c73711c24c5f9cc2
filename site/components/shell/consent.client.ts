/**
 * Cookie consent with vanilla-cookieconsent, loaded lazily: on a first visit
 * when the browser is idle (to ask; never in an editor's draft preview), otherwise
 * only when the visitor opens the cookie settings (the footer's `#cookie-settings` link). Choices reach analytics
 * as Google Consent Mode signals in `window.dataLayer`, pushed only when they
 * differ from the ones stored (site/lib/shell/consent.client.ts).
 */

// The stylesheet is fetched with the library, never part of the page's first load.
import stylesheet from "vanilla-cookieconsent/dist/cookieconsent.css?url";
import { signedInHere } from "#lib/account/signed-in.client.ts";
import {
  CONSENT_MODE_STORAGE_KEY,
  type ConsentMode,
  consentModeOf,
  consentUpdate,
  DENIED,
  parseConsentMode,
} from "#lib/shell/consent.client.ts";
import { whenIdle } from "#lib/shell/idle.client.ts";

type Texts = Record<string, string>;
type CookieConsent = typeof import("vanilla-cookieconsent");

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const COOKIE_NAME = "ln_consent";
const SETTINGS_HASH = "#cookie-settings";

function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // Consent Mode reads gtag commands as `arguments` objects, as Google's own snippet pushes them.
  // biome-ignore lint/complexity/noArguments: the dataLayer protocol expects the arguments object
  window.dataLayer.push(arguments);
}

function storedMode(): ConsentMode | null {
  try {
    return parseConsentMode(localStorage.getItem(CONSENT_MODE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Called by the tool once it used the visitor's choice (onConsent, onChange): never before. */
function sync(accepted: string[]): void {
  // A signed-in shopper's record is compared on its own: another device may have stored other values.
  if (signedInHere())
    void import("#lib/account/consent-sync.client.ts").then(({ syncCustomerConsents }) =>
      syncCustomerConsents(consentModeOf(accepted)),
    );
  const update = consentUpdate(accepted, storedMode(), true);
  if (!update) return;
  gtag("consent", "update", update);
  try {
    localStorage.setItem(CONSENT_MODE_STORAGE_KEY, JSON.stringify(update));
  } catch {
    // storage blocked: analytics still got the update for this page
  }
}

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.append(link);
  });
}

function translation(t: Texts) {
  return {
    consentModal: {
      title: t.title,
      description: t.description,
      acceptAllBtn: t.acceptAll,
      acceptNecessaryBtn: t.acceptNecessary,
      showPreferencesBtn: t.showPreferences,
    },
    preferencesModal: {
      title: t.preferencesTitle,
      acceptAllBtn: t.acceptAll,
      acceptNecessaryBtn: t.acceptNecessary,
      savePreferencesBtn: t.savePreferences,
      closeIconLabel: t.close,
      sections: [
        { description: t.intro },
        { title: t.necessaryTitle, description: t.necessaryDescription, linkedCategory: "necessary" },
        { title: t.analyticsTitle, description: t.analyticsDescription, linkedCategory: "analytics" },
        { title: t.marketingTitle, description: t.marketingDescription, linkedCategory: "marketing" },
      ],
    },
  };
}

/**
 * The first-visit box is not modal: it takes focus only when nothing else has it,
 * never pulling focus away from a visitor already moving through the page. (The
 * library focuses a sentinel at the top of the box 100 ms after showing it.)
 */
function keepVisitorFocus(modal: HTMLElement): void {
  const sentinel = modal.firstElementChild;
  if (!(sentinel instanceof HTMLElement)) return;
  sentinel.focus = (options?: FocusOptions) => {
    const active = document.activeElement;
    if (!active || active === document.body || modal.contains(active)) HTMLElement.prototype.focus.call(sentinel, options);
  };
}

let running: Promise<CookieConsent> | undefined;

function start(root: HTMLElement): Promise<CookieConsent> {
  running ??= Promise.all([import("vanilla-cookieconsent"), loadStylesheet(stylesheet)]).then(async ([cc]) => {
    const language = root.dataset.language ?? "en";
    await cc.run({
      cookie: { name: COOKIE_NAME, expiresAfterDays: 182 },
      // Measured and tested as shoppers see it: automated browsers get the box too.
      hideFromBots: false,
      guiOptions: {
        consentModal: { layout: "box wide", position: "bottom left", equalWeightButtons: true },
        preferencesModal: { layout: "box", equalWeightButtons: true },
      },
      categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
      onConsent: ({ cookie }) => sync(cookie.categories),
      onChange: ({ cookie }) => sync(cookie.categories),
      onModalReady: ({ modalName, modal }) => {
        if (modalName === "consentModal") keepVisitorFocus(modal);
      },
      language: {
        default: language,
        translations: { [language]: translation(JSON.parse(root.dataset.texts ?? "{}") as Texts) },
      },
    });
    return cc;
  });
  return running;
}

function openSettings(root: HTMLElement): void {
  void start(root).then((cc) => cc.showPreferences());
}

export function initConsent(): void {
  const root = document.getElementById("ln-consent");
  if (!root) return;
  // Analytics reads the last known signals from the first moment; denied until a choice is made.
  gtag("consent", "default", storedMode() ?? DENIED);

  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[href="${SETTINGS_HASH}"]`);
    if (!link) return;
    event.preventDefault();
    openSettings(root);
  });
  if (location.hash === SETTINGS_HASH) openSettings(root);

  const decided = document.cookie.split("; ").some((c) => c.startsWith(`${COOKIE_NAME}=`));
  // `data-ask` is left out in draft preview (site/layouts/Shop.astro): the settings link still opens the tool there.
  if (!decided && root.dataset.ask !== undefined) {
    whenIdle(() => void start(root), 4000, 1500);
  }
  root.dataset.ready = "true";
}
