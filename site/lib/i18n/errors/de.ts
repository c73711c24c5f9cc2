import type { ErrorStrings } from "./en.ts";

export const de: ErrorStrings = {
  backToShop: "Zurück zum Shop",
  badRequest: {
    title: "Wir konnten die Anfrage nicht lesen",
    text: "Etwas an der Adresse oder im Formular stimmte nicht. Geh zurück und versuche es noch einmal.",
  },
  forbidden: {
    title: "Die Anfrage wurde abgelehnt",
    text: "Zu deiner Sicherheit nehmen wir nur Formulare an, die von den Seiten des Shops selbst gesendet werden. Lade die Seite neu und versuche es noch einmal.",
  },
  methodNotAllowed: {
    title: "Das geht hier nicht",
    text: "Diese Seite lässt sich so nicht verwenden. Geh zur Startseite und mach von dort aus weiter.",
  },
  payloadTooLarge: {
    title: "Das war zu viel auf einmal",
    text: "Das gesendete Formular war größer, als wir annehmen. Prüfe deine Angaben und versuche es noch einmal.",
  },
  serverError: {
    title: "Bei uns ist etwas schiefgelaufen",
    text: "Das tut uns leid. Bitte versuche es gleich noch einmal – dein Warenkorb bleibt gespeichert.",
  },
  unavailable: {
    title: "Wir sind gleich wieder da",
    text: "Im Shop ist gerade viel los, oder er wird aktualisiert. Bitte versuche es in einer Minute noch einmal – dein Warenkorb bleibt gespeichert.",
  },
};
