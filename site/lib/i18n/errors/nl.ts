import type { ErrorStrings } from "./en.ts";

export const nl: ErrorStrings = {
  backToShop: "Terug naar de winkel",
  badRequest: {
    title: "We konden dit verzoek niet lezen",
    text: "Er klopte iets niet in het adres of het formulier. Ga terug en probeer het opnieuw.",
  },
  forbidden: {
    title: "Dit verzoek is geweigerd",
    text: "Voor je veiligheid accepteren we alleen formulieren die vanaf de pagina's van de winkel zelf worden verstuurd. Laad de pagina opnieuw en probeer het nog eens.",
  },
  methodNotAllowed: {
    title: "Dat werkt hier niet",
    text: "Deze pagina kan niet op die manier worden gebruikt. Ga naar de homepage en ga vanaf daar verder.",
  },
  payloadTooLarge: {
    title: "Dat was te veel in één keer",
    text: "Het formulier dat je verstuurde, was groter dan we accepteren. Controleer wat je hebt ingevuld en probeer het opnieuw.",
  },
  serverError: {
    title: "Er ging bij ons iets mis",
    text: "Sorry. Probeer het zo nog eens; je winkelwagen is bewaard.",
  },
  unavailable: {
    title: "We zijn zo terug",
    text: "De winkel is erg druk of wordt bijgewerkt. Probeer het over een minuut opnieuw; je winkelwagen is bewaard.",
  },
};
