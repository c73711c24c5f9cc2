import type { ShellDictionary } from "./en.ts";

export const pl: ShellDictionary = {
  skipToContent: "Przejdź do treści",
  homeLink: "Little North, strona główna",
  preview: {
    label: "Podgląd",
    notice: "Widzisz wersje robocze, które nie zostały jeszcze opublikowane. Klienci widzą wersję opublikowaną.",
    releaseNotice:
      "Widzisz wydanie tak, jak sklep będzie wyglądał po jego opublikowaniu. Klienci widzą to, co jest opublikowane teraz.",
    exit: "Zakończ podgląd",
  },
  mainNavigation: "Menu główne",
  topBar: { label: "Obsługa i korzyści", customerService: "Obsługa klienta", stores: "Nasze sklepy" },
  market: {
    change: "Zmień kraj i język",
    title: "Kraj i język",
    select: "Wybierz kraj",
    confirm: "Dalej",
    perks: "Dlaczego warto u nas kupować",
    cartStays: "Twój koszyk zostaje tutaj, w sklepie tego kraju – będzie na Ciebie czekał, gdy wrócisz.",
    close: "Zamknij",
  },
  header: {
    account: "Zaloguj się",
    search: "Szukaj",
    cart: "Koszyk",
    cartCount: "Koszyk, liczba produktów: {count}",
    allBrands: "Wszystkie marki",
  },
  menu: {
    open: "Otwórz menu",
    close: "Zamknij menu",
    back: "Wstecz",
    showAll: "Pokaż wszystko",
    newArrivals: "Nowości",
    sale: "Wyprzedaż",
    social: "Obserwuj nas",
  },
  footer: { label: "Stopka", market: "Kraj i język" },
  banner: { label: "Komunikat" },
  toast: { close: "Zamknij", notifications: "Powiadomienia sklepu" },
  consent: {
    title: "Używamy plików cookie",
    description:
      "Używamy niezbędnych plików cookie, aby sklep działał prawidłowo. Za Twoją zgodą używamy ich także, aby zrozumieć, jak korzystasz ze strony, i wyświetlać dopasowane reklamy.",
    acceptAll: "Akceptuj wszystkie",
    acceptNecessary: "Tylko niezbędne",
    showPreferences: "Ustawienia",
    preferencesTitle: "Ustawienia plików cookie",
    savePreferences: "Zapisz ustawienia",
    close: "Zamknij",
    intro:
      "Wybierz, na które pliki cookie się zgadzasz. Swój wybór możesz zmienić w każdej chwili, korzystając z linku na dole strony.",
    necessaryTitle: "Niezbędne pliki cookie",
    necessaryDescription: "Potrzebne do działania koszyka, logowania i zapewnienia bezpieczeństwa. Nie można ich wyłączyć.",
    analyticsTitle: "Analityczne pliki cookie",
    analyticsDescription: "Pomagają nam zrozumieć, jak korzystasz ze strony, dzięki czemu możemy ją ulepszać.",
    marketingTitle: "Marketingowe pliki cookie",
    marketingDescription: "Służą do wyświetlania reklam dopasowanych do Ciebie – u nas i na innych stronach.",
  },
};
