import type { ErrorStrings } from "./en.ts";

export const sv: ErrorStrings = {
  backToShop: "Tillbaka till butiken",
  badRequest: {
    title: "Vi kunde inte läsa förfrågan",
    text: "Något i adressen eller formuläret stämde inte. Gå tillbaka och försök igen.",
  },
  forbidden: {
    title: "Förfrågan nekades",
    text: "För din säkerhet tar vi bara emot formulär som skickas från butikens egna sidor. Ladda om sidan och försök igen.",
  },
  methodNotAllowed: {
    title: "Det fungerar inte här",
    text: "Den här sidan kan inte användas på det sättet. Gå till startsidan och fortsätt därifrån.",
  },
  payloadTooLarge: {
    title: "Det blev för mycket på en gång",
    text: "Formuläret du skickade var större än vi tar emot. Kontrollera det du fyllt i och försök igen.",
  },
  serverError: {
    title: "Något gick fel hos oss",
    text: "Vi ber om ursäkt. Försök igen om en stund – din varukorg är sparad.",
  },
  unavailable: {
    title: "Vi är snart tillbaka",
    text: "Butiken har mycket att göra eller uppdateras just nu. Försök igen om en minut – din varukorg är sparad.",
  },
};
