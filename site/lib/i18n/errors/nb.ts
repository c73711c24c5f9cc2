import type { ErrorStrings } from "./en.ts";

export const nb: ErrorStrings = {
  backToShop: "Tilbake til butikken",
  badRequest: {
    title: "Vi kunne ikke lese forespørselen",
    text: "Noe i adressen eller skjemaet stemte ikke. Gå tilbake og prøv igjen.",
  },
  forbidden: {
    title: "Forespørselen ble avvist",
    text: "Av hensyn til sikkerheten din tar vi bare imot skjemaer som sendes fra butikkens egne sider. Last inn siden på nytt og prøv igjen.",
  },
  methodNotAllowed: {
    title: "Det fungerer ikke her",
    text: "Denne siden kan ikke brukes på den måten. Gå til forsiden og fortsett derfra.",
  },
  payloadTooLarge: {
    title: "Det ble for mye på en gang",
    text: "Skjemaet du sendte, var større enn vi tar imot. Sjekk det du har fylt inn, og prøv igjen.",
  },
  serverError: {
    title: "Noe gikk galt hos oss",
    text: "Beklager. Prøv igjen om litt – handlekurven din er lagret.",
  },
  unavailable: {
    title: "Vi er snart tilbake",
    text: "Butikken har mye å gjøre eller oppdateres akkurat nå. Prøv igjen om et minutt – handlekurven din er lagret.",
  },
};
