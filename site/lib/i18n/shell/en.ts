/** English strings of the shell (top bar, header, menus, footer, banner, consent): the reference for every language. */
export const en = {
  skipToContent: "Skip to content",
  homeLink: "Little North, home",
  preview: {
    label: "Preview",
    notice: "You are seeing drafts that are not published yet. Shoppers see the published version.",
    releaseNotice: "You are seeing a release as the shop will look once it is published. Shoppers see what is published now.",
    exit: "End preview",
  },
  mainNavigation: "Main navigation",
  topBar: { label: "Service and offers", customerService: "Customer service", stores: "Our stores" },
  market: {
    change: "Change country and language",
    title: "Country and language",
    select: "Choose your country",
    confirm: "Continue",
    perks: "Why shop with us",
    cartStays: "Your cart stays here, in this country's shop: it will be waiting for you when you come back.",
    close: "Close",
  },
  header: {
    account: "Log in",
    search: "Search",
    cart: "Cart",
    cartCount: "Cart, number of items: {count}",
    allBrands: "All brands",
  },
  menu: {
    open: "Open menu",
    close: "Close menu",
    back: "Back",
    showAll: "Show all",
    newArrivals: "New in",
    sale: "On sale",
    social: "Follow us",
  },
  footer: { label: "Footer", market: "Country and language" },
  banner: { label: "Announcement" },
  toast: { close: "Close", notifications: "Shop notifications" },
  consent: {
    title: "We use cookies",
    description:
      "We use necessary cookies to make the shop work. With your consent we also use cookies to understand how the site is used and to show you relevant advertising.",
    acceptAll: "Accept all",
    acceptNecessary: "Necessary only",
    showPreferences: "Settings",
    preferencesTitle: "Cookie settings",
    savePreferences: "Save settings",
    close: "Close",
    intro: "Choose which cookies you accept. You can change your mind at any time through the link at the bottom of the page.",
    necessaryTitle: "Necessary cookies",
    necessaryDescription: "Needed for the cart, logging in and security. They cannot be switched off.",
    analyticsTitle: "Analytics cookies",
    analyticsDescription: "Help us understand how the site is used so that we can improve it.",
    marketingTitle: "Marketing cookies",
    marketingDescription: "Used to show you advertising that is relevant to you, here and on other websites.",
  },
} as const;

import type { Widen } from "#lib/i18n/widen.ts";

export type ShellDictionary = Widen<typeof en>;
