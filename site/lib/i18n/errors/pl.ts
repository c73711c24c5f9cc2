import type { ErrorStrings } from "./en.ts";

export const pl: ErrorStrings = {
  backToShop: "Wróć do sklepu",
  badRequest: {
    title: "Nie udało się odczytać żądania",
    text: "Coś było nie tak z adresem lub formularzem. Wróć i spróbuj ponownie.",
  },
  forbidden: {
    title: "Żądanie zostało odrzucone",
    text: "Dla Twojego bezpieczeństwa przyjmujemy tylko formularze wysłane ze stron naszego sklepu. Odśwież stronę i spróbuj ponownie.",
  },
  methodNotAllowed: {
    title: "To tutaj nie działa",
    text: "Tej strony nie można używać w ten sposób. Przejdź na stronę główną i kontynuuj stamtąd.",
  },
  payloadTooLarge: {
    title: "Za dużo naraz",
    text: "Wysłany formularz jest większy, niż możemy przyjąć. Sprawdź wprowadzone dane i spróbuj ponownie.",
  },
  serverError: {
    title: "Coś poszło nie tak po naszej stronie",
    text: "Przepraszamy. Spróbuj ponownie za chwilę – Twój koszyk jest zapisany.",
  },
  unavailable: {
    title: "Zaraz wracamy",
    text: "Sklep jest teraz mocno obciążony lub trwa aktualizacja. Spróbuj ponownie za minutę – Twój koszyk jest zapisany.",
  },
};
