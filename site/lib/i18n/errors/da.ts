import type { ErrorStrings } from "./en.ts";

export const da: ErrorStrings = {
  backToShop: "Tilbage til butikken",
  badRequest: {
    title: "Vi kunne ikke læse forespørgslen",
    text: "Noget i adressen eller formularen var ikke rigtigt. Gå tilbage, og prøv igen.",
  },
  forbidden: {
    title: "Forespørgslen blev afvist",
    text: "Af hensyn til din sikkerhed modtager vi kun formularer, der sendes fra butikkens egne sider. Genindlæs siden, og prøv igen.",
  },
  methodNotAllowed: {
    title: "Det virker ikke her",
    text: "Siden kan ikke bruges på den måde. Gå til forsiden, og fortsæt derfra.",
  },
  payloadTooLarge: {
    title: "Det blev for meget på én gang",
    text: "Formularen, du sendte, var større, end vi modtager. Tjek det, du har udfyldt, og prøv igen.",
  },
  serverError: {
    title: "Noget gik galt hos os",
    text: "Vi beklager. Prøv igen om lidt – din kurv er gemt.",
  },
  unavailable: {
    title: "Vi er snart tilbage",
    text: "Butikken har travlt eller bliver opdateret lige nu. Prøv igen om et minut – din kurv er gemt.",
  },
};
