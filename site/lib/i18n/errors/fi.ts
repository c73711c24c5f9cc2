import type { ErrorStrings } from "./en.ts";

export const fi: ErrorStrings = {
  backToShop: "Takaisin kauppaan",
  badRequest: {
    title: "Pyyntöä ei voitu lukea",
    text: "Osoitteessa tai lomakkeessa oli jotain vialla. Palaa takaisin ja yritä uudelleen.",
  },
  forbidden: {
    title: "Pyyntö hylättiin",
    text: "Turvallisuutesi vuoksi otamme vastaan vain kaupan omilta sivuilta lähetettyjä lomakkeita. Lataa sivu uudelleen ja yritä sitten uudestaan.",
  },
  methodNotAllowed: {
    title: "Tämä ei toimi täällä",
    text: "Tätä sivua ei voi käyttää näin. Siirry etusivulle ja jatka sieltä.",
  },
  payloadTooLarge: {
    title: "Liian paljon kerralla",
    text: "Lähettämäsi lomake oli suurempi kuin voimme vastaanottaa. Tarkista täyttämäsi tiedot ja yritä uudelleen.",
  },
  serverError: {
    title: "Jokin meni vikaan meidän päässämme",
    text: "Pahoittelemme. Yritä hetken kuluttua uudelleen – ostoskorisi on tallessa.",
  },
  unavailable: {
    title: "Palaamme pian",
    text: "Kaupassa on juuri nyt ruuhkaa tai sitä päivitetään. Yritä minuutin kuluttua uudelleen – ostoskorisi on tallessa.",
  },
};
