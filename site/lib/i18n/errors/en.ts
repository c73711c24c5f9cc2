import type { Widen } from "#lib/i18n/widen.ts";

/** Error pages the server answers itself (400, 403, 405, 413, 500, 503): they need no content from the CMS. */
export const en = {
  backToShop: "Back to the shop",
  badRequest: {
    title: "We couldn't read that request",
    text: "Something in the address or the form wasn't right. Go back and try again.",
  },
  forbidden: {
    title: "That request was refused",
    text: "For your safety we only accept forms sent from the shop's own pages. Reload the page and try again.",
  },
  methodNotAllowed: {
    title: "That doesn't work here",
    text: "This page can't be used that way. Go to the home page and find your way from there.",
  },
  payloadTooLarge: {
    title: "That was too much at once",
    text: "The form you sent was larger than we accept. Check what you entered and try again.",
  },
  serverError: {
    title: "Something went wrong on our side",
    text: "We're sorry. Please try again in a moment; your cart is saved.",
  },
  unavailable: {
    title: "We'll be right back",
    text: "The shop is very busy or being updated. Please try again in a minute; your cart is saved.",
  },
};

export type ErrorStrings = Widen<typeof en>;
